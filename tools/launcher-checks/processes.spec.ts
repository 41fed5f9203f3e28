/**
 * The processes of a stack (scripts/launcher/processes.mjs) with small stand-in scripts: a handle
 * is ready when its readiness check says so (never on a line it prints), fails with its last lines
 * when it exits first, and its stop SIGKILLs a process that ignores SIGTERM after the grace period.
 * No build, Postgres or Redis needed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ProcessEntry } from '../../scripts/launcher/manifest.mjs';
import { createProcesses, type ProcessesOptions } from '../../scripts/launcher/processes.mjs';
import { uncleanStops } from '../../scripts/launcher/stack.mjs';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'launcher-processes-'));
  // Says it is ready at once, and runs until SIGTERM.
  writeFileSync(
    path.join(root, 'polite.mjs'),
    "console.log('ready'); const t = setInterval(() => {}, 1000); process.on('SIGTERM', () => clearInterval(t));",
  );
  // Ignores SIGTERM.
  writeFileSync(
    path.join(root, 'stubborn.mjs'),
    "process.on('SIGTERM', () => console.log('not stopping')); setInterval(() => {}, 1000); console.log('up');",
  );
  writeFileSync(path.join(root, 'crashing.mjs'), "console.error('no database'); process.exit(3);");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = (name: string): ProcessEntry => ({
  name,
  project: name,
  script: `${name}.mjs`,
  kind: 'worker',
  needs: {},
  calls: [],
  readiness: { probe: 'queue-worker', queue: name },
});

function processes(overrides: Partial<ProcessesOptions> = {}) {
  return createProcesses({
    root,
    nodeArgs: [],
    output: () => () => undefined,
    readiness: async () => null,
    graceMs: 15_000,
    readyTimeoutMs: 10_000,
    ...overrides,
  });
}

describe('createProcesses', () => {
  it('is ready when its readiness check answers null, not when the process prints a line', async () => {
    let answer: string | null = 'queue worker not seen yet';
    const group = processes({ readiness: async () => answer });
    const handle = group.launch(entry('polite'), {});
    let ready = false;
    const becameReady = handle.ready().then(() => {
      ready = true;
    });
    while (!handle.lines.includes('ready')) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ready).toBe(false);
    answer = null;
    await becameReady;
    expect(ready).toBe(true);
    await expect(handle.stop()).resolves.toEqual({
      name: 'polite',
      code: 0,
      signal: null,
      killed: false,
    });
  });

  it('fails with the last lines of a process that exits before it is ready', async () => {
    const group = processes({ readiness: async () => 'not answering' });
    await expect(group.launch(entry('crashing'), {}).ready()).rejects.toThrow(
      'crashing exited (exit 3) before it was ready:\n  crashing | no database',
    );
  });

  it('names what it last heard when the process is not ready in time', async () => {
    const group = processes({
      readiness: async () => 'queue worker not seen',
      readyTimeoutMs: 500,
    });
    const handle = group.launch(entry('polite'), {});
    await expect(handle.ready()).rejects.toThrow(
      'polite was not ready within 500 ms (queue worker not seen)',
    );
    await handle.stop();
  });

  it('SIGKILLs a process that ignores SIGTERM after the grace period, which is an unclean stop', async () => {
    const group = processes({ graceMs: 300 });
    const handle = await group.launch(entry('stubborn'), {}).ready();
    // Its SIGTERM handler is installed once it has printed.
    while (!handle.lines.includes('up')) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = await handle.stop();
    expect(stopped).toEqual({ name: 'stubborn', code: null, signal: 'SIGKILL', killed: true });
    expect(handle.lines).toContain('not stopping');
    expect(uncleanStops([{ ...stopped, clean: false }])).toEqual([
      'stubborn did not stop cleanly on SIGTERM (killed after the grace period)',
    ]);
    // What it printed last says what it was doing when told to stop.
    expect(uncleanStops([{ ...stopped, clean: false, tail: handle.tail(1) }])).toEqual([
      'stubborn did not stop cleanly on SIGTERM (killed after the grace period); its last lines:\n  stubborn | not stopping',
    ]);
  });

  it('starts nothing after halt()', () => {
    const group = processes();
    group.halt();
    expect(() => group.launch(entry('polite'), {})).toThrow(
      'not starting polite: the stack is stopping',
    );
  });
});
