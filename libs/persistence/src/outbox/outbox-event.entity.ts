import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One domain event waiting in a service's own schema (`<schema>.outbox`), written in the same
 * transaction as the change it describes, so that a change and its event commit together. The
 * relay (a later issue) publishes rows with `published_at IS NULL` in `created_at` order and then
 * stamps them. `id` is the event's `eventId`, the consumers' idempotency key.
 *
 * Each service lists this entity in its DataSource and creates the table in its own migration:
 *
 * ```sql
 * CREATE TABLE outbox (id uuid PRIMARY KEY, topic varchar(255) NOT NULL,
 *   aggregate_id varchar(255) NOT NULL, payload jsonb NOT NULL, occurred_at timestamptz NOT NULL,
 *   published_at timestamptz NULL, created_at timestamptz NOT NULL DEFAULT now());
 * CREATE INDEX outbox_unpublished_idx ON outbox (created_at) WHERE published_at IS NULL;
 * ```
 */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['createdAt'], { where: 'published_at IS NULL' })
export class OutboxEventEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'outbox_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  topic!: string;

  @Column({ type: 'varchar', length: 255 })
  aggregateId!: string;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
