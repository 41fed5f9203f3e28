import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { RESET_TOKEN_MAX_LENGTH } from '../auth.constants';
import { INVALID_EMAIL_CHANGE_TOKEN_MESSAGE } from '../auth.messages';

/**
 * POST /api/confirm-email (beyond SPEC) and `AuthPatterns.ConfirmEmailChange`: the token of the
 * link e-mailed to the new address. An unknown, used or expired token is
 * AUTH_EMAIL_CHANGE_TOKEN_INVALID (400) from the service.
 */
export class ConfirmEmailChangeDto {
  @IsDefined({ message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE })
  @IsString({ message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE })
  @IsNotEmpty({ message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE })
  @MaxLength(RESET_TOKEN_MAX_LENGTH, { message: INVALID_EMAIL_CHANGE_TOKEN_MESSAGE })
  token!: string;
}
