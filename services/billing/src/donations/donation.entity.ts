import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { DonationAmountColumns } from './donation-amount.columns';

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
export class DonationEntity extends DonationAmountColumns {
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

  @Column({ type: 'varchar', length: 16 })
  recordedBy!: DonationRecordedBy;

  @Column({ type: 'timestamptz' })
  recordedAt!: Date;
}
