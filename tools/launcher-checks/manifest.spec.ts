/**
 * The process manifest (scripts/launcher/manifest.mjs, docs/adr/0027): what it says of each process
 * holds together, `only` brings what a process needs, and the start and stop orders follow the
 * readiness and call relations. No process runs here (stack.spec.ts starts real ones).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { RPC_CALLERS } from '@app/contracts';

import {
  entryOf,
  migratedServices,
  PROCESSES,
  rpcCallers,
  selectProcesses,
  startWaves,
  stopWaves,
} from '../../scripts/launcher/manifest.mjs';
import { notReadyBecause } from '../../scripts/launcher/readiness.mjs';
import { repoRoot } from './support/scratch-checkout';

const names = (entries: ReadonlyArray<{ name: string }>): string[] =>
  entries.map((entry) => entry.name);
const waveNames = (waves: ReadonlyArray<ReadonlyArray<{ name: string }>>): string[][] =>
  waves.map((wave) => names(wave));
const waveOf = (waves: string[][], name: string): number =>
  waves.findIndex((wave) => wave.includes(name));

describe('the process manifest', () => {
  it('names each process after its Nx project folder, with a project.json and the entry it runs', () => {
    for (const entry of PROCESSES) {
      expect(path.basename(entry.project)).toBe(entry.name);
      expect(existsSync(path.join(repoRoot, entry.project, 'project.json'))).toBe(true);
      expect(entry.script.startsWith(`${entry.project}/`)).toBe(true);
    }
    expect(new Set(names(PROCESSES)).size).toBe(PROCESSES.length);
  });

  it('gives every RPC service its own port variable and the readiness pattern <service>.health.check', () => {
    const services = PROCESSES.filter((entry) => entry.port?.protocol === 'rpc');
    expect(names(services).sort()).toEqual([
      'auth',
      'billing',
      'notification',
      'reporting',
      'travel',
    ]);
    expect(new Set(services.map((entry) => entry.port?.variable)).size).toBe(services.length);
    for (const entry of services) {
      expect(entry.readiness).toEqual({ probe: 'rpc', pattern: `${entry.name}.health.check` });
    }
  });

  it('probes the workers by their queue and the HTTP processes by GET /health/ready', () => {
    expect(entryOf('notification-worker').readiness).toEqual({
      probe: 'queue-worker',
      queue: 'email',
    });
    expect(entryOf('reporting-worker').readiness).toEqual({
      probe: 'queue-worker',
      queue: 'pdf-render',
    });
    expect(entryOf('gateway').readiness).toMatchObject({ probe: 'http', path: '/health/ready' });
    expect(entryOf('frontend').readiness).toEqual({ probe: 'http', path: '/health/ready' });
  });

  it('lists as RPC callers exactly the RPC_CALLERS of @app/contracts', () => {
    expect(rpcCallers().sort()).toEqual([...RPC_CALLERS].sort());
  });

  it('migrates exactly the services with a schema of their own, each with a command line', () => {
    expect(migratedServices()).toEqual(['auth', 'travel', 'billing', 'notification', 'reporting']);
    for (const name of migratedServices()) expect(entryOf(name).cli).toBeDefined();
  });

  it('rejects a name it does not know, naming the ones it does', () => {
    expect(() => selectProcesses(['ghost'])).toThrow(/no process "ghost" in the manifest \(auth,/);
  });
});

describe('selectProcesses', () => {
  it('adds the services a process calls, transitively', () => {
    expect(names(selectProcesses(['notification']))).toEqual(['auth', 'travel', 'notification']);
  });

  it('always adds what a readiness probe needs, even without the called services', () => {
    expect(names(selectProcesses(['reporting'], { withCalled: false }))).toEqual([
      'reporting',
      'reporting-worker',
    ]);
  });

  it("never adds the gateway's routes: it starts in front of whichever services run", () => {
    expect(names(selectProcesses(['auth', 'gateway']))).toEqual(['auth', 'gateway']);
  });
});

describe('startWaves and stopWaves', () => {
  const all = selectProcesses();
  const start = waveNames(startWaves(all));
  const stop = waveNames(stopWaves(all));

  it('place every process once', () => {
    expect(start.flat().sort()).toEqual(names(all).sort());
    expect(stop.flat().sort()).toEqual(names(all).sort());
  });

  it('start a process after what its readiness needs: the PDF worker before reporting, every service and the web server before the gateway', () => {
    expect(waveOf(start, 'reporting-worker')).toBeLessThan(waveOf(start, 'reporting'));
    for (const name of ['auth', 'travel', 'billing', 'notification', 'reporting', 'frontend']) {
      expect(waveOf(start, name)).toBeLessThan(waveOf(start, 'gateway'));
    }
  });

  it('stop every caller before the services it calls, the gateway in the first wave', () => {
    expect(stop[0]).toContain('gateway');
    for (const entry of all) {
      for (const called of [...entry.calls, ...(entry.routes ?? [])]) {
        expect(waveOf(stop, entry.name)).toBeLessThan(waveOf(stop, called));
      }
    }
  });
});

describe('the HTTP readiness probe of a gateway in front of some services', () => {
  let server: Server;
  let port: number;
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const downFor = (checks: Record<string, string>) => ({
    status: 503,
    body: { status: 'down', checks },
  });
  const probe = (running: string[]) =>
    notReadyBecause(entryOf('gateway'), { port, running, redis: undefined });

  it('is ready when only services outside the stack are down', async () => {
    answer = downFor({
      redis: 'ok',
      auth: 'ok',
      travel: 'down',
      billing: 'down',
      chromium: 'down',
    });
    await expect(probe(['auth', 'gateway'])).resolves.toBeNull();
  });

  it('is not ready when a service of the stack or Redis is down, and says which', async () => {
    answer = downFor({ redis: 'down', auth: 'ok', travel: 'down' });
    await expect(probe(['auth', 'travel', 'gateway'])).resolves.toBe(
      `http://127.0.0.1:${port}/health/ready answered 503 (redis, travel down)`,
    );
  });

  it('is ready on 200 and not on another status', async () => {
    answer = { status: 200, body: { status: 'ok', checks: {} } };
    await expect(probe(['gateway'])).resolves.toBeNull();
    answer = { status: 500, body: {} };
    await expect(probe(['gateway'])).resolves.toBe(
      `http://127.0.0.1:${port}/health/ready answered 500`,
    );
  });
});
