import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * A short, unique, identifier-safe label for the running test file, e.g.
 * `sessions_e2e_31337_9f2c1a`: the file's name (from jest), the process id and random bits, so
 * that parallel jest workers and repeated runs never share a database or a key prefix.
 */
export function uniqueTestLabel(): string {
  const jestExpect = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect;
  const testPath = jestExpect?.getState().testPath ?? 'adhoc';
  const file = path
    .basename(testPath)
    .replace(/\.(e2e-)?spec\.ts$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 28);
  return `${file}_${process.pid}_${randomBytes(3).toString('hex')}`;
}
