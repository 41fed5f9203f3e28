import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';

import { UserEntity } from '../users/user.entity';

/**
 * One forgot-password request. It is created without a token; the notification worker attaches
 * the SHA-256 of the token it e-mails (`token_hash`), so the raw token is never stored. Usable
 * once (`used_at`) until `expires_at`; removed with its user.
 */
@Entity({ name: 'password_reset_requests' })
@Unique('password_reset_requests_token_hash_key', ['tokenHash'])
@Index('password_reset_requests_user_id_idx', ['userId'])
export class PasswordResetRequestEntity {
  /** Set by the service (randomUUID); the column's default, gen_random_uuid(), serves manual SQL. */
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'password_reset_requests_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  @ForeignKey(() => UserEntity, {
    name: 'password_reset_requests_user_id_fkey',
    onDelete: 'CASCADE',
  })
  userId!: string;

  /** Lower-case hex SHA-256 of the raw token; null until the worker attaches it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
