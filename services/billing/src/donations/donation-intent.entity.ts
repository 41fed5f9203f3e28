import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

import { DonationAmountColumns } from './donation-amount.columns';

/**
 * A payment intent this service created at Stripe for a donation, with what Stripe should not
 * hold: the signed-in donor's e-mail and name for the receipt. Those two are cleared once the
 * donation is recorded (they then travel in `billing.donation.succeeded.v1` only).
 */
@Entity({ name: 'donation_intents' })
export class DonationIntentEntity extends DonationAmountColumns {
  /** Stripe's payment intent id (pi_…). */
  @PrimaryColumn({
    type: 'varchar',
    length: 255,
    primaryKeyConstraintName: 'donation_intents_pkey',
  })
  id!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  displayName!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
