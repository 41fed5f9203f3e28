import { IsDefined, IsIn, IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';

import { LANGUAGE_CODES, type LanguageCode } from '@app/i18n';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { IsOptionalTravellerId } from '../../travel/travellers/traveller-choice.dto';
import { NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../auth/auth.constants';

/**
 * Payloads of the reporting RPC patterns (gateway → reporting, see `ReportingPatterns`).
 * `userId` and the names always come from the gateway's resolved session and the auth service's
 * user record, never from a request body.
 */

/**
 * `ReportingPatterns.TravelCsv` and `RequestTravelPdf`: whose history, the names of the
 * 'generated for' line and the zone of the user's today (the report date and the file name).
 */
export class TravelReportRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  /**
   * The traveller whose history it is (absent: the account holder's), signed in the assertion
   * (`trv`) and passed on to the travel service, which checks that it is the user's (ADR 0034).
   */
  @IsOptionalTravellerId()
  travellerId?: string;

  @IsDefined({ message: 'username is required' })
  @IsString({ message: 'username must be text' })
  @MaxLength(USERNAME_MAX_LENGTH, { message: 'username is too long' })
  username!: string;

  @IsOptional()
  @IsString({ message: 'first_name must be text' })
  @MaxLength(NAME_MAX_LENGTH, { message: 'first_name is too long' })
  first_name?: string | null;

  @IsOptional()
  @IsString({ message: 'last_name must be text' })
  @MaxLength(NAME_MAX_LENGTH, { message: 'last_name is too long' })
  last_name?: string | null;

  /** The user's profile zone (IANA); absent means UTC. */
  @IsOptional()
  @IsTimeZone({ message: 'timezone must be a valid IANA time zone' })
  timezone?: string;

  /** The PDF's language (the profile's choice, else the request's Accept-Language); absent: English. */
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: 'language must be a supported language' })
  language?: LanguageCode;
}

/** `ReportingPatterns.TravelPdfStatus`: the job, which must be the user's own. */
export class TravelPdfStatusRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  jobId!: string;
}

/**
 * `ReportingPatterns.PdfJobHistory` (PDF worker → reporting): the job being rendered. It names no
 * user: the service reads whose history and which report date from the job itself, and answers
 * only while the job is being rendered.
 */
export class PdfJobHistoryRpcRequest {
  @IsRequiredEntityId()
  jobId!: string;
}
