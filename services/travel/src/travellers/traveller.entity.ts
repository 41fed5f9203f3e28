import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One traveller of an account (issue #22): each has their own visits (`travel_entries.traveller_id`,
 * deleted with them). An account has exactly one account holder's traveller (a partial unique
 * index), created with the account and never deleted. `user_id` is the account (auth's user id;
 * no foreign key, as for the travel records).
 */
@Entity({ name: 'travellers' })
@Index('travellers_user_id_idx', ['userId'])
@Index('travellers_account_holder_key', ['userId'], {
  unique: true,
  where: '"is_account_holder"',
})
export class TravellerEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'travellers_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'boolean', default: false })
  isAccountHolder!: boolean;

  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
