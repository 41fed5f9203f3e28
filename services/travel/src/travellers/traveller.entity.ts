import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One traveller of an account (issue #22): each has their own visits (`travel_entries.traveller_id`,
 * deleted with them). An account has exactly one account holder's traveller (a partial unique
 * index), created with the account and never deleted. `user_id` is the account (auth's user id;
 * no foreign key, as for the travel records). Each has optional details: passport dates (not the
 * account holder's, which the profile keeps), a nationality note, and whether reminder e-mails
 * about them are wanted (not the account holder's either: the profile's `email_reminders`).
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

  /** Another traveller's passport dates (the account holder's are the profile's: null here). */
  @Column({ type: 'date', nullable: true })
  passportIssueDate!: string | null;

  @Column({ type: 'date', nullable: true })
  passportExpiryDate!: string | null;

  @Column({ type: 'text', nullable: true })
  nationalityNote!: string | null;

  /** Another traveller's reminder switch (the account holder's is the profile's: true here). */
  @Column({ type: 'boolean', default: true })
  emailReminders!: boolean;

  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
