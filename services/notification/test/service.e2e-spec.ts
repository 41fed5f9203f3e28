import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

import { AppError, bullPrefix, EMAIL_QUEUE } from '@app/contracts';
import { healthPattern } from '@app/nest-core';
import { createTestDatabase, createTestRedis, RecordedOutput } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import { startNotificationService } from './support/notification-test-service';

describe('notification.health.check', () => {
  it('is ok while Redis, the event bus and Postgres answer and an e-mail worker is connected', async () => {
    const service = await startNotificationService();
    const connection = new Redis(service.redis.url, { maxRetriesPerRequest: null });
    const worker = new Worker(EMAIL_QUEUE, async () => undefined, {
      connection,
      prefix: bullPrefix(service.redis.keyPrefix),
    });
    try {
      await worker.waitUntilReady();
      await expect(service.call(healthPattern('notification'), {})).resolves.toEqual({
        status: 'ok',
        service: 'notification',
      });
    } finally {
      await worker.close();
      await connection.quit();
      await service.close();
    }
  });

  it('answers SERVICE_UNAVAILABLE naming the e-mail worker while none is connected', async () => {
    const service = await startNotificationService();
    try {
      const error = await service.call(healthPattern('notification'), {}).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('SERVICE_UNAVAILABLE');
      expect((error as AppError).message).toBe(
        'The notification service cannot reach an e-mail worker right now.',
      );
    } finally {
      await service.close();
    }
  });

  it('answers SERVICE_UNAVAILABLE naming Postgres once the database is gone', async () => {
    const service = await startNotificationService();
    try {
      await service.database.drop();
      const error = await service.call(healthPattern('notification'), {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('SERVICE_UNAVAILABLE');
      expect((error as AppError).message).toMatch(
        /^The notification service cannot reach Postgres( or an e-mail worker)? right now\.$/,
      );
    } finally {
      await service.close();
    }
  });
});

describe('cli.js migrate', () => {
  it('creates the schema with its tables, then reports it up to date', async () => {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    const env = { DATABASE_URL: database.url, DATABASE_SCHEMA: 'mail_events' };
    try {
      const first = new RecordedOutput();
      expect(await runCli(['migrate'], { env, output: first })).toBe(0);
      expect(first.lines.join('\n')).toContain('Applied 4 migration(s) to "mail_events"');
      const again = new RecordedOutput();
      expect(await runCli(['migrate'], { env, output: again })).toBe(0);
      expect(again.lines).toEqual(['Schema "mail_events" is up to date.']);

      const pool = new Pool({ connectionString: database.url, max: 1 });
      const { rows } = await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'mail_events' AND table_name = 'processed_events' ORDER BY ordinal_position`,
      );
      const tables = await pool.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'mail_events' ORDER BY table_name`,
      );
      await pool.end();
      expect(rows.map((row) => row.column_name)).toEqual(['consumer', 'event_id', 'processed_at']);
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'compliance_levels',
        'migrations',
        'processed_events',
        'scheduled_emails',
      ]);
    } finally {
      await redis.cleanup();
      await database.drop();
    }
  });

  it('prints the usage for an unknown command and needs DATABASE_URL', async () => {
    const output = new RecordedOutput();
    expect(await runCli(['seed'], { env: {}, output })).toBe(2);
    expect(output.errors[0]).toBe('Unknown command "seed".');
    const missing = new RecordedOutput();
    expect(await runCli(['migrate'], { env: {}, output: missing })).toBe(1);
    expect(missing.errors.join('\n')).toContain('DATABASE_URL is required');
  });
});
