import { createHash, randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

import {
  AppError,
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CHALLENGE_MAX_ATTEMPTS,
  MFA_CHALLENGE_TTL_SECONDS,
  MFA_CODE_INVALID_MESSAGE,
  MFA_NOT_CONFIGURED_MESSAGE,
  ServiceUnavailableError,
  type MfaChallengeResult,
  type VerifyMfaRpcRequest,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { AuthEnv } from '../config/env.schema';
import { PasswordHasher } from '../credentials/password-hasher';
import { REDIS } from '../sessions/session-store.module';
import { UserEntity } from '../users/user.entity';
import { MfaSecretBox } from './mfa-secret-box';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { newTotpSecret, totpEnrolment, verifyTotp } from './totp';

/** The first step of an administrator's sign-in, kept in Redis until the second one. */
interface StoredChallenge {
  userId: string;
  previousSessionId?: string;
  /** At enrolment: the new secret, sealed; it becomes the account's once a code proves it. */
  pendingSecret?: string;
}

/** An administrator who passed the second step. */
export interface VerifiedAdmin {
  user: UserEntity;
  previousSessionId?: string;
  /** The ten recovery codes made at enrolment (shown once), else null. */
  recoveryCodes: string[] | null;
}

const invalidCode = (): AppError => new AppError('AUTH_MFA_INVALID', MFA_CODE_INVALID_MESSAGE);
const expired = (): AppError => new AppError('AUTH_MFA_EXPIRED', MFA_CHALLENGE_EXPIRED_MESSAGE);

/**
 * Administrators' second factor (ASVS 5.0 V6.3.3, V6.5.x): TOTP (RFC 6238) enrolled at the first
 * sign-in with a QR code, and ten single-use recovery codes stored as argon2id hashes. The
 * password step leaves a challenge (256-bit id, Redis, 5 minutes, 5 tries); the code step turns it
 * into a session. A TOTP code is accepted once (its time step is kept); a recovery code once (its
 * hash is removed).
 */
@Injectable()
export class MfaService {
  private readonly box: MfaSecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly hasher: PasswordHasher,
    private readonly env: AuthEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.box = new MfaSecretBox(env.MFA_ENCRYPTION_KEY);
  }

  /** After the right password: the challenge, with what enrolment needs when there is no secret. */
  async begin(user: UserEntity, previousSessionId?: string): Promise<MfaChallengeResult> {
    if (!this.box.isConfigured) throw new ServiceUnavailableError(MFA_NOT_CONFIGURED_MESSAGE);
    const challengeId = randomBytes(32).toString('base64url');
    const stored: StoredChallenge = { userId: user.id };
    if (previousSessionId) stored.previousSessionId = previousSessionId;
    const enrolled = user.mfaSecret !== null && this.box.open(user.mfaSecret) !== null;
    let enrolment = null;
    if (!enrolled) {
      const secret = newTotpSecret();
      stored.pendingSecret = this.box.seal(secret);
      enrolment = await totpEnrolment(secret, this.env.PRODUCT_NAME, user.username);
    }
    await this.redis.set(
      this.key(challengeId),
      JSON.stringify(stored),
      'EX',
      MFA_CHALLENGE_TTL_SECONDS,
    );
    return { mfaRequired: true, challengeId, enrolment };
  }

  /**
   * Checks the code of the second step. A wrong code costs one of the challenge's tries; the last
   * one ends the challenge (sign in again). Throws AUTH_MFA_INVALID or AUTH_MFA_EXPIRED.
   */
  async verify(request: VerifyMfaRpcRequest): Promise<VerifiedAdmin> {
    const key = this.key(request.challengeId);
    const raw = await this.redis.get(key);
    if (raw === null) throw expired();
    const tries = await this.redis
      .multi()
      .incr(`${key}:tries`)
      .expire(`${key}:tries`, MFA_CHALLENGE_TTL_SECONDS)
      .exec();
    if (Number(tries?.[0]?.[1]) > MFA_CHALLENGE_MAX_ATTEMPTS) {
      await this.redis.del(key, `${key}:tries`);
      throw expired();
    }
    const challenge = JSON.parse(raw) as StoredChallenge;
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users.findOneBy({ id: challenge.userId });
    if (!user || user.role !== 'admin') throw expired();
    const recoveryCodes = challenge.pendingSecret
      ? await this.enrol(user, challenge.pendingSecret, request.code)
      : (await this.check(user, request.code), null);
    await this.redis.del(key, `${key}:tries`);
    const verified: VerifiedAdmin = {
      user: await users.findOneByOrFail({ id: user.id }),
      recoveryCodes,
    };
    if (challenge.previousSessionId) verified.previousSessionId = challenge.previousSessionId;
    return verified;
  }

  /** The first code from the new secret proves the app holds it: store it, make recovery codes. */
  private async enrol(user: UserEntity, pendingSecret: string, code: string): Promise<string[]> {
    const secret = this.box.open(pendingSecret);
    if (secret === null) throw expired();
    const step = await verifyTotp(secret, code, null, this.clock());
    if (step === null) throw invalidCode();
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(
      codes.map((recovery) => this.hasher.hash(normalizeRecoveryCode(recovery) ?? recovery)),
    );
    // Only over the factor this challenge saw: of two enrolments racing, one wins.
    const stored = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder()
      .update()
      .set({ mfaSecret: pendingSecret, mfaLastTimeStep: step, mfaRecoveryCodeHashes: hashes })
      .where('id = :id', { id: user.id })
      .andWhere('mfa_secret IS NOT DISTINCT FROM :seen', { seen: user.mfaSecret })
      .execute();
    if (stored.affected !== 1) throw expired();
    return codes;
  }

  /** A TOTP code newer than the last one accepted, or an unused recovery code; spends it. */
  private async check(user: UserEntity, code: string): Promise<void> {
    const recovery = normalizeRecoveryCode(code);
    const table = this.dataSource.getRepository(UserEntity);
    if (recovery === null) {
      const secret = user.mfaSecret === null ? null : this.box.open(user.mfaSecret);
      if (secret === null) throw expired();
      const step = await verifyTotp(secret, code, user.mfaLastTimeStep, this.clock());
      if (step === null) throw invalidCode();
      // Spent in one statement: of two sign-ins racing with one code, one wins.
      const spent = await table
        .createQueryBuilder()
        .update()
        .set({ mfaLastTimeStep: step })
        .where('id = :id', { id: user.id })
        .andWhere('(mfa_last_time_step IS NULL OR mfa_last_time_step < :step)', { step })
        .execute();
      if (spent.affected !== 1) throw invalidCode();
      return;
    }
    let match: string | undefined;
    for (const hash of user.mfaRecoveryCodeHashes) {
      if (await this.hasher.verify(hash, recovery)) {
        match = hash;
        break;
      }
    }
    if (match === undefined) throw invalidCode();
    const spent = await table
      .createQueryBuilder()
      .update()
      .set({ mfaRecoveryCodeHashes: () => 'array_remove(mfa_recovery_code_hashes, :hash)' })
      .where('id = :id', { id: user.id })
      .andWhere(':hash = ANY(mfa_recovery_code_hashes)')
      .setParameter('hash', match)
      .execute();
    if (spent.affected !== 1) throw invalidCode();
  }

  private key(challengeId: string): string {
    const hash = createHash('sha256').update(challengeId).digest('base64url');
    return `${this.env.REDIS_KEY_PREFIX}mfa-challenge:${hash}`;
  }
}
