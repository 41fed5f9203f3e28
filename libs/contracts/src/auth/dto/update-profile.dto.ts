import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsTimeZone,
  Matches,
  MaxLength,
} from 'class-validator';

import { LANGUAGE_CODES, type LanguageCode } from '@app/i18n';

import { PassportDatesDto } from '../../common/passport-date-problems';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth.constants';

/** An IANA zone name such as 'Europe/London' or 'UTC'; rejects bare offsets such as '+01:00'. */
export const TIME_ZONE_NAME_FORMAT = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The 400 of a profile language the product does not speak. */
export const LANGUAGE_NOT_SUPPORTED_MESSAGE = `language must be one of ${LANGUAGE_CODES.join(
  ', ',
)}, or null to follow the browser`;

/**
 * PUT /api/user/profile (SPEC §5, §7). The e-mail and both booleans are required; the rest is
 * optional (absent: unchanged), and names and passport dates may be cleared with null. The
 * username cannot change. The auth service also checks the passport dates together (with the
 * stored one when only one is sent): the expiry after the issue date, the issue date not after
 * the user's today (`PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE`, `PASSPORT_ISSUE_IN_FUTURE_MESSAGE`).
 *
 * A new e-mail address (other than the stored one in any case) needs `current_password` (beyond
 * SPEC; ASVS 5.0 V6.2.x): without it, or with a wrong one, the save is VALIDATION_FAILED on
 * `current_password` and changes nothing. The address then waits as `pending_email` until the
 * link e-mailed to it is confirmed; the old address keeps the reminders and gets a notice.
 */
export class UpdateProfileDto extends PassportDatesDto {
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  })
  first_name?: string | null;

  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(NAME_MAX_LENGTH, {
    message: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  })
  last_name?: string | null;

  @IsDefined({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Invalid email' })
  email!: string;

  /** Needed only when `email` changes; ignored otherwise. */
  @IsOptional()
  @IsString({ message: 'Current password must be text' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Current password is too long' })
  current_password?: string;

  /** Optional, but never null: an account always has a zone (default 'UTC'). */
  @IsTimeZone({
    message: 'Timezone must be a valid IANA time zone',
    validateIf: (_object: object, value: unknown) => value !== undefined,
  })
  @Matches(TIME_ZONE_NAME_FORMAT, {
    message: 'Timezone must be a valid IANA time zone',
    validateIf: (_object: object, value: unknown) => value !== undefined,
  })
  timezone?: string;

  @IsDefined({ message: 'Email reminders is required' })
  @IsBoolean({ message: 'email_reminders must be true or false' })
  email_reminders!: boolean;

  @IsDefined({ message: 'Weekly summaries is required' })
  @IsBoolean({ message: 'weekly_summaries must be true or false' })
  weekly_summaries!: boolean;

  /** Beyond SPEC: an administrator's announcements; optional so that SPEC's body stays valid. */
  @IsBoolean({
    message: 'product_updates must be true or false',
    validateIf: (_object: object, value: unknown) => value !== undefined,
  })
  product_updates?: boolean;

  /**
   * Beyond SPEC (issue #21): the user's language, one of `LANGUAGE_CODES`; null goes back to
   * following the browser; absent leaves it unchanged.
   */
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LANGUAGE_NOT_SUPPORTED_MESSAGE })
  language?: LanguageCode | null;
}
