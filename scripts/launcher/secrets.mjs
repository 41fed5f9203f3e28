// Secrets for a local `npm start`: taken from the environment when set, else generated once and
// kept in .data/secrets.json (so reset links, unsubscribe links, sessions and administrators'
// second factor survive a restart). Under NODE_ENV=production also METRICS_TOKEN, without which
// the gateway refuses to start there. The passwords of the services' Postgres roles
// (databasePasswords) stay in the launcher: each service gets its own URL only.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { localDataDir } from './data-dir.mjs';

const NAMES = [
  'RESET_TOKEN_SECRET',
  'UNSUBSCRIBE_SECRET',
  'MFA_ENCRYPTION_KEY',
  'SESSION_SECRET',
  'REDIS_PASSWORD',
];
const PRODUCTION_NAMES = ['METRICS_TOKEN'];

/** Secrets of a throw-away stack (a test's, a benchmark's): new ones, kept nowhere. */
export function freshSecrets() {
  return Object.fromEntries(
    NAMES.filter((name) => name !== 'REDIS_PASSWORD').map((name) => [
      name,
      randomBytes(32).toString('base64url'),
    ]),
  );
}

export function localSecrets(root) {
  const names = process.env.NODE_ENV === 'production' ? [...NAMES, ...PRODUCTION_NAMES] : NAMES;
  return storedSecrets(root, names);
}

/** The password of each service's Postgres role: `{ auth: '…', … }` (database-roles.mjs). */
export function databasePasswords(root, services) {
  const variable = (service) => `${service.toUpperCase()}_DATABASE_PASSWORD`;
  const stored = storedSecrets(root, services.map(variable));
  return Object.fromEntries(services.map((service) => [service, stored[variable(service)]]));
}

/** `names` from the environment, else from .data/secrets.json (generated there when missing). */
function storedSecrets(root, names) {
  const file = path.join(localDataDir(root), 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of names) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return Object.fromEntries(names.map((name) => [name, process.env[name] || stored[name]]));
}
