import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The IANA time zone of a user's profile, kept from `auth.user.updated.v1` (and
 * `auth.user.registered.v1` when it carries one), so that "today" is the user's today. A user
 * without a row is in UTC, the profile's default.
 */
@Entity({ name: 'user_time_zones' })
export class UserTimeZoneEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'user_time_zones_pkey' })
  userId!: string;

  @Column({ type: 'text' })
  timeZone!: string;

  /** When auth saved this zone (the event's `occurredAt`): an older event never overwrites it. */
  @Column({ type: 'timestamptz' })
  changedAt!: Date;
}
