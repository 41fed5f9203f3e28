import { Column } from 'typeorm';

import type { DonationProductCode } from '@app/contracts';

/**
 * What a payment intent and the donation it becomes both record: who gives, for which product, how
 * much. Not an entity: each table (`donation_intents`, `donations`) has these columns of its own.
 */
export abstract class DonationAmountColumns {
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
}
