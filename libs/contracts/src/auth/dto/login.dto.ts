import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth.constants';

/**
 * POST /api/login (SPEC §5, sign-in). `username` is a username (case sensitive) or the account's
 * e-mail address. Wrong credentials are `AUTH_INVALID_CREDENTIALS` (401), with no hint about which
 * part was wrong.
 */
export class LoginDto {
  @IsDefined({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Username is too long' })
  username!: string;

  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is too long' })
  password!: string;
}
