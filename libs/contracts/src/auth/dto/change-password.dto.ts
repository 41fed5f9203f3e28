import { IsDefined, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.constants';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../auth.messages';

/**
 * PUT /api/user/password (beyond SPEC; ASVS 5.0 V6.2.3): the current password and the new one.
 * The new one follows the sign-up rules (8 to 1,024 characters; the auth service also refuses a
 * common password and one equal to the current). A wrong current password is VALIDATION_FAILED
 * on `current_password` (WRONG_CURRENT_PASSWORD_MESSAGE), so the form can show it on the field.
 */
export class ChangePasswordDto {
  @IsDefined({ message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Current password is too long' })
  current_password!: string;

  @IsDefined({ message: 'New password is required' })
  @IsString({ message: 'New password must be text' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })
  new_password!: string;
}
