import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A traveller's calendar feed (issue #22, "Never retyped"): at most one per traveller (a new one
 * replaces it), deleted with the traveller. Only the SHA-256 of the secret is kept: the address
 * itself is shown once, when the feed is made.
 */
@Entity({ name: 'calendar_feeds' })
@Index('calendar_feeds_traveller_id_key', ['travellerId'], { unique: true })
export class CalendarFeedEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'calendar_feeds_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  travellerId!: string;

  /** The account (auth's user id), for the feed's "today" and its records. */
  @Column({ type: 'uuid' })
  userId!: string;

  /** SHA-256 of the secret (32 bytes). */
  @Column({ type: 'bytea' })
  secretHash!: Buffer;

  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
