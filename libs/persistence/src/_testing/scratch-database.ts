import { randomBytes } from 'node:crypto';

import { createDatabase, type CreatedDatabase } from '../database/create-database';

/**
 * A throw-away database for this lib's own specs. (The shared kit, @app/testing, may not be
 * imported here: persistence depends on no internal lib, tests included.)
 */
export function createScratchDatabase(): Promise<CreatedDatabase> {
  const serverUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return createDatabase(
    serverUrl,
    `test_persistence_${process.pid}_${randomBytes(4).toString('hex')}`,
  );
}
