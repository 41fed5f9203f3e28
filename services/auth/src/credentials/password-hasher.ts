import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's argon2id baseline (STACK-NOTES): 19 MiB, 2 passes, 1 lane; ~37 ms a hash here. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes and checks passwords with argon2id. `verifyNothing` spends the same effort as a real
 * check against a hash made at start-up, so that signing in as an unknown user takes as long as
 * signing in with a wrong password.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Checks the password against a throw-away hash and always answers false. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
