import { IsDefined, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
} from '../auth.constants';
import {
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../auth.messages';

/**
 * POST /api/reset-password (SPEC §5) and `AuthPatterns.ResetPassword`. The form's confirmPassword
 * is checked in the browser and never sent. The browser form asks for 6 characters (SPEC §9); the
 * server asks for 8, as at sign-up, and refuses common passwords. An unknown, used or expired
 * token is `AUTH_RESET_TOKEN_INVALID` (400) from the service.
 */
export class ResetPasswordDto {
  @IsDefined({ message: INVALID_RESET_TOKEN_MESSAGE })
  @IsString({ message: INVALID_RESET_TOKEN_MESSAGE })
  @IsNotEmpty({ message: INVALID_RESET_TOKEN_MESSAGE })
  @MaxLength(RESET_TOKEN_MAX_LENGTH, { message: INVALID_RESET_TOKEN_MESSAGE })
  token!: string;

  @IsDefined({ message: PASSWORD_TOO_SHORT_MESSAGE })
  @IsString({ message: PASSWORD_TOO_SHORT_MESSAGE })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG_MESSAGE })
  newPassword!: string;
}
