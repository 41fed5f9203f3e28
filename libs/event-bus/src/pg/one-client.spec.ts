import { Pool } from 'pg';

import { createTestDatabase, type TestDatabase } from '@app/testing';

import { inPoolTransaction } from './one-client';

describe('inPoolTransaction', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
    await pool.query('CREATE TABLE things (id int PRIMARY KEY)');
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  beforeEach(() => pool.query('TRUNCATE things'));

  it('commits the work and returns its result', async () => {
    const result = await inPoolTransaction(pool, async (client) => {
      await client.query('INSERT INTO things VALUES (1), (2)');
      return 'done';
    });
    expect(result).toBe('done');
    expect((await pool.query('SELECT count(*)::int AS n FROM things')).rows[0].n).toBe(2);
    expect(pool.idleCount).toBeGreaterThan(0);
  });

  it('rolls everything back and rethrows when the work throws', async () => {
    await expect(
      inPoolTransaction(pool, async (client) => {
        await client.query('INSERT INTO things VALUES (1)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await pool.query('SELECT count(*)::int AS n FROM things')).rows[0].n).toBe(0);
  });

  it('runs the transaction in the mode given: a read-only snapshot refuses writes', async () => {
    await expect(
      inPoolTransaction(
        pool,
        (client) => client.query('INSERT INTO things VALUES (1)'),
        'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      ),
    ).rejects.toThrow(/read-only transaction/);
  });

  it('sees one snapshot in REPEATABLE READ while another connection commits', async () => {
    const counts = await inPoolTransaction(
      pool,
      async (client) => {
        const before = (await client.query('SELECT count(*)::int AS n FROM things')).rows[0].n;
        await pool.query('INSERT INTO things VALUES (7)');
        const after = (await client.query('SELECT count(*)::int AS n FROM things')).rows[0].n;
        return [before, after];
      },
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );
    expect(counts).toEqual([0, 0]);
  });

  it('destroys a client whose session broke instead of returning it to the pool', async () => {
    const total = pool.totalCount;
    await expect(
      inPoolTransaction(pool, async (client) => {
        await pool.query('SELECT pg_terminate_backend($1)', [
          (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid,
        ]);
        await client.query('SELECT 1');
      }),
    ).rejects.toThrow();
    expect(pool.totalCount).toBeLessThanOrEqual(total);
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });
});
