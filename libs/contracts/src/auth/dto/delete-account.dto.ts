import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { PASSWORD_MAX_LENGTH } from '../auth.constants';

/**
 * The body of the signed-in user's own account deletion: the current password, checked again by
 * the auth service (a wrong one is AUTH_INVALID_CREDENTIALS with WRONG_PASSWORD_MESSAGE).
 */
export class DeleteAccountDto {
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is too long' })
  password!: string;
}
