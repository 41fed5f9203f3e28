/**
 * infra/docker/assemble.mjs, the build step of every image: it builds with scripts/build.mjs's own
 * functions (so the gateway's image gets the SPA exactly as the local build makes it:
 * pre-compressed files, the budget check), lays out what the runtime needs, and fails the image's
 * build when the SPA is over its budget. Vite and swc are replaced by fakes in a scratch
 * repository: what is tested is the pipeline around them, run by Node as the Dockerfiles run it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { repoRoot } from './support/deploy-fixture';

const ASSEMBLE = path.join(repoRoot, 'infra/docker/assemble.mjs');
const BUILD = path.join(repoRoot, 'scripts/build.mjs');

/** Runs an ES module script with Node (the scripts are ESM; jest runs CommonJS) and parses its JSON output. */
function runModule<T>(source: string): T {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as T;
}

/**
 * What a fake `vite build` writes: a manifest naming some route modules, the app's entry chunk and
 * the landing page's entry (docs/adr/0026).
 */
function fakeVite(entryBytes: number): string {
  return `(frontend) => {
    const dist = path.join(frontend, 'dist');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const manifest = {
      'src/main.tsx': { file: 'assets/entry.js', isEntry: true },
      'src/landing-main.tsx': { file: 'assets/landing.js', isEntry: true },
    };
    fs.writeFileSync(path.join(dist, 'assets', 'landing.js'), 'export default 1;');
    for (const module of ['home-route', 'dashboard-route', 'auth-route']) {
      manifest['src/app/routes/' + module + '.tsx'] = { file: 'assets/' + module + '.js' };
      fs.writeFileSync(path.join(dist, 'assets', module + '.js'), 'export default 1;');
    }
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg>' + ' '.repeat(2048) + '</svg>');
    // Random bytes do not compress: their size is what the budget counts.
    fs.writeFileSync(path.join(dist, 'assets', 'entry.js'), crypto.randomBytes(${entryBytes}).toString('base64'));
  }`;
}

const IMPORTS = `
  import fs from 'node:fs';
  import path from 'node:path';
  import crypto from 'node:crypto';
  import * as build from ${JSON.stringify(BUILD)};
  import * as assembleModule from ${JSON.stringify(ASSEMBLE)};
`;

describe('infra/docker/assemble.mjs', () => {
  let scratch = '';
  let repo = '';

  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'assemble-'));
    repo = path.join(scratch, 'repo');
    // A repository with one lib, the test kit, the gateway and the probes.
    for (const dir of ['libs/contracts', 'libs/testing', 'gateway']) {
      mkdirSync(path.join(repo, dir, 'src'), { recursive: true });
      mkdirSync(path.join(repo, dir, 'dist'), { recursive: true });
      writeFileSync(path.join(repo, dir, 'package.json'), '{}');
      writeFileSync(path.join(repo, dir, 'dist', 'index.js'), `// ${dir}`);
    }
    writeFileSync(path.join(repo, 'gateway/src/main.ts'), '');
    mkdirSync(path.join(repo, 'infra/probes'), { recursive: true });
    writeFileSync(path.join(repo, 'infra/probes/rpc-probe.mjs'), '');
    mkdirSync(path.join(repo, 'frontend'), { recursive: true });
  });

  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it("builds with scripts/build.mjs's own functions", () => {
    expect(
      runModule<boolean[]>(`${IMPORTS}
        console.log(JSON.stringify([
          assembleModule.builders.spa === build.buildSpa,
          assembleModule.builders.server === build.compileServer,
        ]));`),
    ).toEqual([true, true]);
  });

  it("lays out the gateway's image with the SPA's pre-compressed files (the gateway serves the SPA)", () => {
    const out = path.join(scratch, 'out');
    const built = runModule<string[]>(`${IMPORTS}
      const compiled = [];
      assembleModule.assemble('gateway', ${JSON.stringify(out)}, {
        repo: ${JSON.stringify(repo)},
        build: {
          server: (projects) => compiled.push(...projects),
          spa: (options) => build.buildSpa({ ...options, vite: ${fakeVite(30 * 1024)} }),
        },
      });
      console.log(JSON.stringify(compiled));`);

    expect(built).toEqual(['libs/contracts', 'gateway']);
    expect(existsSync(path.join(out, 'libs/contracts/dist/index.js'))).toBe(true);
    expect(existsSync(path.join(out, 'libs/testing'))).toBe(false);
    expect(existsSync(path.join(out, 'gateway/dist/index.js'))).toBe(true);
    expect(existsSync(path.join(out, 'infra/probes/rpc-probe.mjs'))).toBe(true);
    const dist = path.join(out, 'frontend/dist');
    expect(existsSync(path.join(dist, '.vite/manifest.json'))).toBe(true);
    const entry = readFileSync(path.join(dist, 'assets/entry.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/entry.js.br')))).toEqual(
      entry,
    );
    expect(gunzipSync(readFileSync(path.join(dist, 'assets/entry.js.gz')))).toEqual(entry);
    expect(existsSync(path.join(dist, 'favicon.svg.br'))).toBe(true);
  });

  it('fails when a route is over its JavaScript budget, and lays nothing out', () => {
    const out = path.join(scratch, 'out');
    const failure = runModule<{ name: string; message: string }>(`${IMPORTS}
      try {
        assembleModule.assemble('gateway', ${JSON.stringify(out)}, {
          repo: ${JSON.stringify(repo)},
          build: {
            server: () => undefined,
            spa: (options) => build.buildSpa({ ...options, vite: ${fakeVite(400 * 1024)} }),
          },
        });
        console.log('null');
      } catch (error) {
        console.log(JSON.stringify({ name: error.name, message: error.message }));
      }`);

    expect(failure).toEqual({
      name: 'BuildError',
      message: 'a route is over its JavaScript budget (scripts/bundle-budget.mjs)',
    });
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a project that is not a process', () => {
    expect(() =>
      execFileSync(process.execPath, [ASSEMBLE, 'libs/contracts', path.join(scratch, 'out')], {
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).toThrow('[assemble] libs/contracts is not a process (no libs/contracts/src/main.ts)');
  });
});
