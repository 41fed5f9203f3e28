import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';

import type { UserRole } from '@app/contracts';
import type { LanguageCode } from '@app/i18n';

/**
 * An account (SPEC §3 "User" plus `role` and the argon2id `password_hash`). Usernames are unique
 * as written (case-sensitive); e-mails are unique ignoring case, through the functional index
 * `users_email_lower_key` on `lower(email)` that the migration creates.
 */
@Entity({ name: 'users' })
@Unique('users_username_key', ['username'])
@Unique('users_pending_email_token_hash_key', ['pendingEmailTokenHash'])
@Index('users_email_lower_key', { synchronize: false })
@Check('users_role_check', `"role" IN ('user', 'admin')`)
@Check('users_insurance_period_check', `"insurance_end_date" >= "insurance_start_date"`)
@Check('users_etias_dates_check', `"etias_valid_until" >= "etias_applied_date"`)
export class UserEntity {
  /** Set by the service (randomUUID); the column's default, gen_random_uuid(), serves manual SQL. */
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  username!: string;

  @Column({ type: 'text' })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timezone!: string;

  @Column({ type: 'boolean', default: true })
  emailReminders!: boolean;

  @Column({ type: 'boolean', default: true })
  weeklySummaries!: boolean;

  /** Beyond SPEC: an administrator's announcements (bulk e-mail). */
  @Column({ type: 'boolean', default: true })
  productUpdates!: boolean;

  @Column({ type: 'boolean', default: false })
  resetNotifications!: boolean;

  /** Issue #21: the chosen language (a code of @app/i18n); null follows the browser. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  language!: LanguageCode | null;

  @Column({ type: 'boolean', default: false })
  hasDonated!: boolean;

  @Column({ type: 'integer', default: 0 })
  loginCount!: number;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  passportIssueDate!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  passportExpiryDate!: string | null;

  /** The travel settings (`TravelSettingsDto`, SPEC §3 "Other locally stored settings"). */
  @Column({ type: 'boolean', default: false })
  eesRegistered!: boolean;

  @Column({ type: 'boolean', default: false })
  eesNoticeShown!: boolean;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  insuranceStartDate!: string | null;

  /** YYYY-MM-DD, never before the start (`users_insurance_period_check`). */
  @Column({ type: 'date', nullable: true })
  insuranceEndDate!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  etiasAppliedDate!: string | null;

  @Column({ type: 'boolean', default: false })
  etiasReceived!: boolean;

  /** YYYY-MM-DD, never before the applied date (`users_etias_dates_check`). */
  @Column({ type: 'date', nullable: true })
  etiasValidUntil!: string | null;

  /**
   * A new e-mail address waiting for confirmation (PUT /api/user/profile with current_password):
   * one change at a time, a newer one replaces it. `email` keeps the reminders until the link sent
   * to this address is opened (`pendingEmailTokenHash`, once, before `pendingEmailExpiresAt`).
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail!: string | null;

  /** The change request's id: the notification worker derives the link's token from it. */
  @Column({ type: 'uuid', nullable: true })
  pendingEmailRequestId!: string | null;

  /** Lower-case hex SHA-256 of the link's token; null until the worker attaches it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  pendingEmailTokenHash!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  pendingEmailExpiresAt!: Date | null;

  /**
   * An administrator's TOTP secret (RFC 6238), AES-256-GCM-encrypted under MFA_ENCRYPTION_KEY
   * (`MfaSecretBox`); null until they enrol at their first sign-in (or after `reset-mfa`).
   */
  @Column({ type: 'text', nullable: true })
  mfaSecret!: string | null;

  /** The TOTP time step last accepted: a code is never accepted twice (ASVS 5.0 V6.5.1). */
  @Column({ type: 'integer', nullable: true })
  mfaLastTimeStep!: number | null;

  /** argon2id hashes of the unused recovery codes; a used one is removed. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  mfaRecoveryCodeHashes!: string[];

  /** Granted only by the CLI (`seed-admin`, `promote`); nothing a client sends can set it. */
  @Column({ type: 'varchar', length: 16, default: 'user' })
  role!: UserRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
