import { IsDefined, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

import {
  PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
} from '../auth.constants';

/** SPEC §8: the text for a missing, unknown or expired reset token. */
export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is either invalid or has expired. Please request a new password reset.';

const TOO_SHORT = `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters long`;

/**
 * POST /api/reset-password (SPEC §5). The form's confirmPassword is checked in the browser and
 * never sent. An unknown or expired token is `AUTH_RESET_TOKEN_INVALID` (400) from the service.
 */
export class ResetPasswordDto {
  @IsDefined({ message: INVALID_RESET_TOKEN_MESSAGE })
  @IsString({ message: INVALID_RESET_TOKEN_MESSAGE })
  @IsNotEmpty({ message: INVALID_RESET_TOKEN_MESSAGE })
  @MaxLength(RESET_TOKEN_MAX_LENGTH, { message: INVALID_RESET_TOKEN_MESSAGE })
  token!: string;

  @IsDefined({ message: TOO_SHORT })
  @IsString({ message: TOO_SHORT })
  @MinLength(RESET_PASSWORD_MIN_LENGTH, { message: TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  newPassword!: string;
}
