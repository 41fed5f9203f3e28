import {
  IsDefined,
  IsEmail,
  IsString,
  Length,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';

import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_FORMAT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../auth.constants';
import { PASSWORD_TOO_LONG_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../auth.messages';

/**
 * POST /api/register (SPEC §5, sign-up). The form's confirmPassword is checked in the browser and
 * never sent, so it is rejected here as an unknown field. The auth service also refuses a password
 * on its common-password list (COMMON_PASSWORD_MESSAGE), a check that needs its data file.
 */
export class RegisterDto {
  @IsDefined({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  @Length(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, {
    message: `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long`,
  })
  @Matches(USERNAME_FORMAT, {
    message: 'Username may contain only letters, digits, dots, underscores and hyphens',
  })
  username!: string;

  @IsDefined({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Invalid email' })
  email!: string;

  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })
  password!: string;
}
