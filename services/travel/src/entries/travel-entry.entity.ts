import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { EntryType } from '@app/contracts';

/**
 * One stored travel record (SPEC §3 "Travel entry"). `user_id` has no foreign key: users live in
 * the auth schema, and their deletion reaches this service as `auth.user.deleted.v1`.
 */
@Entity({ name: 'travel_entries' })
@Index('travel_entries_user_id_entry_date_idx', ['userId', 'entryDate'])
@Index('travel_entries_traveller_id_entry_date_idx', ['travellerId', 'entryDate'])
@Check('travel_entries_entry_type_check', `"entry_type" IN ('entry', 'exit')`)
export class TravelEntryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'travel_entries_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  /** The traveller of the account whose record this is (deleted with them; issue #22). */
  @Column({ type: 'uuid' })
  travellerId!: string;

  @Column({ type: 'varchar', length: 5 })
  entryType!: EntryType;

  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  entryDate!: string;

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** Filled by Postgres (`clock_timestamp()`), so that two records of one transaction still differ. */
  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
