import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { ExcludedPeriodKindDto } from '@app/contracts';

/**
 * A traveller's residence permit or long-stay visa (issue #22, ADR 0036): its days do not count
 * towards the 90. Deleted with its traveller (`ON DELETE CASCADE`) and with the account.
 */
@Entity({ name: 'excluded_periods' })
@Index('excluded_periods_traveller_id_idx', ['travellerId', 'fromDate'])
@Index('excluded_periods_user_id_idx', ['userId'])
export class ExcludedPeriodEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'excluded_periods_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  travellerId!: string;

  @Column({ type: 'date' })
  fromDate!: string;

  @Column({ type: 'date' })
  toDate!: string;

  @Column({ type: 'text' })
  issuingState!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: ExcludedPeriodKindDto;

  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
