import { randomUUID } from 'node:crypto';

import {
  Column,
  DataSource,
  Entity,
  PrimaryColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

import { USER_DELETED_TOPIC } from '@app/contracts';
import { runInRequest } from '@app/observability';

import { createScratchDatabase } from './_testing/scratch-database';
import { OutboxEventEntity } from './outbox/outbox-event.entity';
import { newEnvelope, recordEvent, recordEvents } from './outbox/record-event';
import {
  writeOutboxEvent,
  writeOutboxEvents,
  type OutboxEventValidator,
} from './outbox/write-outbox-event';
import { postgresOptions } from './postgres-options';
import { ensureSchema } from './schema/ensure-schema';

@Entity({ name: 'gadgets' })
class GadgetEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar' })
  displayName!: string;
}

class CreateGadgets1700000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "scratch"."gadgets" (id uuid PRIMARY KEY, display_name varchar NOT NULL)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "scratch"."gadgets"');
  }
}

/** A stand-in for contracts' validateEvent: knows one topic and needs a `name`. */
const validate: OutboxEventValidator<string> = async (topic, payload) => {
  const value = payload as Record<string, unknown>;
  if (topic !== 'test.gadget.created.v1' || typeof value['name'] !== 'string') {
    return { ok: false, error: new Error('name must be a string') };
  }
  const { eventId, occurredAt, aggregateId, name } = value;
  return { ok: true, value: { eventId, occurredAt, aggregateId, name } };
};

function gadgetCreated(id: string, extra: Record<string, unknown> = {}) {
  return {
    topic: 'test.gadget.created.v1',
    payload: {
      eventId: randomUUID(),
      occurredAt: '2025-06-01T09:30:00.000Z',
      aggregateId: id,
      name: 'Sprocket',
      ...extra,
    },
  };
}

describe('persistence against Postgres', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createScratchDatabase();
    await ensureSchema(database.url, 'scratch');
    dataSource = new DataSource(
      postgresOptions({
        url: database.url,
        schema: 'scratch',
        entities: [GadgetEntity, OutboxEventEntity],
        migrations: [CreateGadgets1700000000000],
        logging: false,
      }),
    );
    await dataSource.initialize();
    await dataSource.runMigrations();
    // The outbox table comes from the entity here; services create it in their migrations.
    await dataSource.query(`CREATE TABLE scratch.outbox (
      id uuid PRIMARY KEY, topic varchar(255) NOT NULL, aggregate_id varchar(255) NOT NULL,
      payload jsonb NOT NULL, occurred_at timestamptz NOT NULL, published_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await dataSource.query(
      'CREATE INDEX outbox_unpublished_idx ON scratch.outbox (created_at) WHERE published_at IS NULL',
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE scratch.outbox, scratch.gadgets');
  });

  it('creates the schema only once', async () => {
    await expect(ensureSchema(database.url, 'scratch')).resolves.toBeUndefined();
    const rows: unknown[] = await dataSource.query(
      "SELECT 1 FROM information_schema.schemata WHERE schema_name = 'scratch'",
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps the migrations table inside the service schema', async () => {
    const rows: Array<{ name: string }> = await dataSource.query(
      'SELECT name FROM scratch.migrations',
    );
    expect(rows.map((row) => row.name)).toEqual(['CreateGadgets1700000000000']);
  });

  it('maps camelCase properties to snake_case columns', async () => {
    const id = randomUUID();
    await dataSource.getRepository(GadgetEntity).insert({ id, displayName: 'Cog' });
    const rows: unknown[] = await dataSource.query(
      'SELECT display_name FROM gadgets WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ display_name: 'Cog' }]);
  });

  it('agrees with the outbox table the services create', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const outboxChanges = pending.upQueries.filter((query) => query.query.includes('outbox'));
    expect(outboxChanges).toEqual([]);
  });

  it('records an event in the same transaction as the change', async () => {
    const id = randomUUID();
    const event = gadgetCreated(id, { secret: 'dropped by the contract' });
    await dataSource.transaction(async (manager) => {
      await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
      await writeOutboxEvent(manager, event, validate);
    });
    const rows = await dataSource.getRepository(OutboxEventEntity).find();
    expect(rows).toEqual([
      {
        id: event.payload.eventId,
        topic: 'test.gadget.created.v1',
        aggregateId: id,
        payload: {
          eventId: event.payload.eventId,
          occurredAt: '2025-06-01T09:30:00.000Z',
          aggregateId: id,
          name: 'Sprocket',
        },
        occurredAt: new Date('2025-06-01T09:30:00.000Z'),
        publishedAt: null,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('loses the event when the transaction rolls back', async () => {
    const id = randomUUID();
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
        await writeOutboxEvent(manager, gadgetCreated(id), validate);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await dataSource.getRepository(OutboxEventEntity).count()).toBe(0);
    expect(await dataSource.getRepository(GadgetEntity).count()).toBe(0);
  });

  it('refuses an event that breaks its contract, and rolls the change back', async () => {
    const id = randomUUID();
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
        await writeOutboxEvent(manager, gadgetCreated(id, { name: 42 }), validate);
      }),
    ).rejects.toThrow('Refusing to record an invalid test.gadget.created.v1 event');
    expect(await dataSource.getRepository(GadgetEntity).count()).toBe(0);
  });

  it('records several events of one change in one statement, each as validated', async () => {
    const id = randomUUID();
    const events = [gadgetCreated(id), gadgetCreated(id, { name: 'Cog', secret: 'dropped' })];
    const statements: string[] = [];
    await dataSource.transaction(async (manager) => {
      await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
      const query = manager.queryRunner!.query.bind(manager.queryRunner);
      jest.spyOn(manager.queryRunner!, 'query').mockImplementation((sql, ...rest) => {
        statements.push(sql);
        return query(sql, ...rest);
      });
      await writeOutboxEvents(manager, events, validate);
    });
    expect(statements.filter((sql) => sql.includes('outbox'))).toHaveLength(1);
    const rows = await dataSource.getRepository(OutboxEventEntity).find();
    const stored = new Map(rows.map((row) => [row.id, row.payload]));
    const [first, second] = events.map((event) => event.payload);
    expect(stored).toEqual(
      new Map([
        [first!.eventId, first],
        [
          second!.eventId,
          {
            eventId: second!.eventId,
            occurredAt: second!.occurredAt,
            aggregateId: id,
            name: 'Cog',
          },
        ],
      ]),
    );
  });

  it('writes none of the events when one breaks its contract, and rolls the change back', async () => {
    const id = randomUUID();
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
        await writeOutboxEvents(
          manager,
          [gadgetCreated(id), gadgetCreated(id, { name: 42 })],
          validate,
        );
      }),
    ).rejects.toThrow('Refusing to record an invalid test.gadget.created.v1 event');
    expect(await dataSource.getRepository(OutboxEventEntity).count()).toBe(0);
    expect(await dataSource.getRepository(GadgetEntity).count()).toBe(0);
  });

  it("records a service's event checked against its contract in @app/contracts", async () => {
    const userId = randomUUID();
    const deleted = {
      ...newEnvelope(userId, new Date('2025-06-01T09:30:00Z')),
      userId,
      username: 'ada',
      email: 'ada@example.com',
      deletedBy: 'self' as const,
    };
    await dataSource.transaction((manager) => recordEvent(manager, USER_DELETED_TOPIC, deleted));
    const rows = await dataSource.getRepository(OutboxEventEntity).find();
    expect(rows.map((row) => [row.id, row.topic, row.aggregateId, row.payload])).toEqual([
      [deleted.eventId, USER_DELETED_TOPIC, userId, deleted],
    ]);
    expect(deleted.occurredAt).toBe('2025-06-01T09:30:00.000Z');
  });

  it('records the request the event was recorded in, for its consumers', async () => {
    const userId = randomUUID();
    const deleted = {
      ...newEnvelope(userId, new Date('2025-06-01T09:30:00Z')),
      userId,
      username: 'ada',
      email: 'ada@example.com',
      deletedBy: 'self' as const,
    };
    await runInRequest('req-outbox-1234', () =>
      dataSource.transaction((manager) => recordEvent(manager, USER_DELETED_TOPIC, deleted)),
    );
    const [row] = await dataSource.getRepository(OutboxEventEntity).find();
    expect(row!.payload).toEqual({ ...deleted, reqId: 'req-outbox-1234' });
  });

  it('refuses events that break their contract in @app/contracts, and rolls the change back', async () => {
    const id = randomUUID();
    const broken = {
      ...newEnvelope(id, new Date('2025-06-01T09:30:00Z')),
      userId: id,
      username: 'ada',
      email: 'not an e-mail address',
      deletedBy: 'self' as const,
    };
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.insert(GadgetEntity, { id, displayName: 'Cog' });
        await recordEvents(manager, [{ topic: USER_DELETED_TOPIC, payload: broken }]);
      }),
    ).rejects.toThrow(`Refusing to record an invalid ${USER_DELETED_TOPIC} event`);
    await expect(
      dataSource.transaction((manager) => recordEvent(manager, USER_DELETED_TOPIC, broken)),
    ).rejects.toThrow(`Refusing to record an invalid ${USER_DELETED_TOPIC} event`);
    expect(await dataSource.getRepository(GadgetEntity).count()).toBe(0);
    expect(await dataSource.getRepository(OutboxEventEntity).count()).toBe(0);
  });

  it('refuses to write outside a transaction', async () => {
    await expect(
      writeOutboxEvent(dataSource.manager, gadgetCreated(randomUUID()), validate),
    ).rejects.toThrow('must be written inside the transaction');
  });
});
