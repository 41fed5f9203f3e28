import { IsDefined, IsEmail, MaxLength } from 'class-validator';

import { EMAIL_MAX_LENGTH } from '../auth.constants';

/** POST /api/forgot-password (SPEC §5). */
export class ForgotPasswordDto {
  @IsDefined({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address' })
  email!: string;
}
