import { Module } from '@nestjs/common';

import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';

/** Password hashing (argon2id) and the server-side password rules. */
@Module({
  providers: [PasswordHasher, PasswordPolicy],
  exports: [PasswordHasher, PasswordPolicy],
})
export class CredentialsModule {}
