import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { type PassportDates, PassportDatesDto } from '../../common/passport-date-problems';

/** The longest nationality note the API keeps (after trimming). */
export const NATIONALITY_NOTE_MAX_LENGTH = 200;

/**
 * `GET /api/travellers/{id}/details` (issue #22): what the checks need to know of one traveller
 * besides their visits: their passport's dates (the passport check and the warning before a
 * visit) and a free note on their nationality (e.g. "Canadian passport; visa-free"), each null
 * when not given; and whether reminder e-mails about them are wanted (`email_reminders`, true
 * unless switched off). The account holder's passport dates and `email_reminders` are the
 * profile's (`GET /api/user`), read and written through this resource as well; another
 * traveller's are the travel service's.
 */
export interface TravellerDetailsDto extends PassportDates {
  nationality_note: string | null;
  email_reminders: boolean;
}

/** A blank note is no note. */
const trimToNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * `PUT /api/travellers/{id}/details`: each field optional (absent: unchanged), null clears it
 * (not `email_reminders`: true or false, never null). The passport dates are checked together
 * with the stored ones (`passportDateProblems`): the expiry after the issue date, the issue date
 * not after the user's today.
 */
export class UpdateTravellerDetailsDto extends PassportDatesDto {
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'Nationality note must be text' })
  @MaxLength(NATIONALITY_NOTE_MAX_LENGTH, {
    message: `Nationality note must be at most ${NATIONALITY_NOTE_MAX_LENGTH} characters`,
  })
  nationality_note?: string | null;

  /** Absent: unchanged; otherwise true or false (a switch is always one or the other). */
  @IsBoolean({
    message: 'email_reminders must be true or false',
    validateIf: (_object: object, value: unknown) => value !== undefined,
  })
  email_reminders?: boolean;
}

/**
 * `TravelPatterns.GetTravellerDetails`' answer: the traveller's details as the travel service
 * keeps them, and whether the traveller is the account holder (whose passport dates and
 * `email_reminders` it does not keep: they are null and true here, and the gateway reads them
 * from the profile).
 */
export interface TravellerDetailsRecordDto extends TravellerDetailsDto {
  is_account_holder: boolean;
}

/** `TravelPatterns.GetTravellerDetails`: the signed-in user and one of their travellers. */
export class TravellerDetailsRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/**
 * `TravelPatterns.UpdateTravellerDetails`: the signed-in user, the traveller and the fields to
 * change (the account holder's passport dates and `email_reminders` are refused: the profile
 * keeps them).
 */
export class UpdateTravellerDetailsRpcRequest extends UpdateTravellerDetailsDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/** The 400 of the account holder's passport dates sent to the travel service. */
export const ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE =
  "The account holder's passport dates are kept on the profile: save them with PUT /api/user/profile";

/** The 400 of the account holder's `email_reminders` sent to the travel service. */
export const ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE =
  "The account holder's e-mail reminders are a profile preference: save them with PUT /api/user/profile";
