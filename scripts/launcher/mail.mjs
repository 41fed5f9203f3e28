// Outgoing mail for `npm start`: SMTP_URL when set, else a local mail catcher (maildev) whose web
// inbox shows every message the product sends. Its messages are kept under .data/maildev, its inbox
// is on port 1080 when free. Throw-away stacks (tests, benchmarks: stack.mjs) pass a directory and
// a web port of their own (`npm start`: MAIL_DIRECTORY, MAIL_WEB_PORT) so that two running at
// once never share an inbox.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { localDataDir } from './data-dir.mjs';
import { freePort, isPortTaken, waitFor } from './ports.mjs';

export async function startMail(root, log, { smtpUrl, directory, webPort: givenWebPort } = {}) {
  if (smtpUrl) {
    log('using SMTP_URL');
    return { smtpUrl, inboxUrl: undefined, stop: async () => {} };
  }
  const dir = directory ?? path.join(localDataDir(root), 'maildev');
  mkdirSync(dir, { recursive: true });
  const smtpPort = await freePort();
  const webPort = givenWebPort
    ? Number(givenWebPort)
    : (await isPortTaken(1080))
      ? await freePort()
      : 1080;
  const child = spawn(
    path.join(root, 'node_modules/.bin/maildev'),
    [
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      dir,
      '--silent',
    ],
    // Its own process group: a terminal's Ctrl-C reaches the launcher only (processes.mjs).
    { stdio: 'ignore', detached: true },
  );
  const inboxUrl = `http://localhost:${webPort}`;
  // Ours must answer: should it have exited (a port taken meanwhile), another catcher may.
  const up = await waitFor(async () => {
    if (child.exitCode !== null) return false;
    try {
      return (await fetch(`${inboxUrl}/api/email`)).ok;
    } catch {
      return false;
    }
  }, 20_000);
  if (!up || child.exitCode !== null) {
    child.kill('SIGKILL');
    throw new Error('the mail catcher (maildev) did not start');
  }
  log(`mail catcher: SMTP on port ${smtpPort}, inbox at ${inboxUrl}`);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
