import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A Stripe event (evt_…) this service has processed: Stripe delivers at least once, so each id is
 * recorded in the transaction of its effect, and a redelivery changes nothing.
 */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'stripe_events_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  type!: string;

  @Column({ type: 'timestamptz' })
  receivedAt!: Date;
}
