import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import type { DonationProductCode } from '@app/contracts';

/** Which path recorded a donation first: Stripe's webhook or the browser's success call. */
export type DonationRecordedBy = 'webhook' | 'confirmation';

/**
 * A donation Stripe confirmed (SPEC §3 donation tier, ARCHITECTURE: money in pence, Stripe the
 * source of truth). One row per payment intent, whichever path saw it first.
 */
@Entity({ name: 'donations' })
@Unique('donations_payment_intent_id_key', ['paymentIntentId'])
@Index('donations_user_id_idx', ['userId'])
@Check('donations_amount_pence_check', '"amount_pence" > 0')
@Check('donations_recorded_by_check', `"recorded_by" IN ('webhook', 'confirmation')`)
export class DonationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'donations_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  paymentIntentId!: string;

  /** Stripe's charge (ch_…) of the payment, when Stripe named it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  chargeId!: string | null;

  /** The Stripe event (evt_…) that recorded it, or null when the success call did. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeEventId!: string | null;

  /** The donor's account, or null for a visitor. No foreign key: users live in auth. */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  productCode!: DonationProductCode;

  @Column({ type: 'integer' })
  amountPence!: number;

  /** ISO 4217, lower case ('gbp'). */
  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 16 })
  recordedBy!: DonationRecordedBy;

  @Column({ type: 'timestamptz' })
  recordedAt!: Date;
}
