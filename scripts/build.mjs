// Compiles every server-side project (libs, services, gateway) from src/ to dist/ with swc, and
// the SPA with Vite when it has a build. Type-checking is `npm run typecheck` (tsc), not this.
// Usage: node scripts/build.mjs [--server-only] [--only <dir>[,<dir>...]]
//   --only services/travel,gateway compiles just those projects, so two people building different
//   projects at once do not delete each other's dist/; `--only frontend` builds just the SPA. Each
//   Nx project's `build` target is this with its own folder (`npx nx build gateway`, nx.json).
// The images build with the same functions (infra/docker/assemble.mjs imports compileServer and
// buildSpa), so that a release is built exactly as the local build is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { checkBundleBudget } from './bundle-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A build step failed: `message` says which; `exitCode` is what the command line exits with. */
export class BuildError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'BuildError';
    this.exitCode = exitCode;
  }
}

/** Every server project of `repo` (libs/*, services/*, gateway) that has sources. */
export function serverProjects(repo = root) {
  const list = [];
  for (const parent of ['libs', 'services']) {
    for (const name of readdirSync(path.join(repo, parent)).sort())
      list.push(path.join(parent, name));
  }
  list.push('gateway');
  return list.filter((dir) => existsSync(path.join(repo, dir, 'src')));
}

/**
 * Runs `steps` with NODE_ENV=production, then gives NODE_ENV back as it was. A build is always a
 * production build, whatever NODE_ENV the shell has: Vite, React's JSX runtime and the libraries
 * they bundle pick their development variants from it, and a step that inherits
 * NODE_ENV=development while another runs in production mode breaks the build ("jsxDEV is not a
 * function"). Every step, and every process a step starts, inherits this. The services' own
 * NODE_ENV (scripts/start.mjs) stays the user's.
 */
export function inProductionMode(steps) {
  const shell = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return steps();
  } finally {
    if (shell === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shell;
  }
}

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new BuildError(`${cmd} ${args.join(' ')}`, result.status ?? 1);
}

/** Compiles each of `dirs` (server projects, e.g. 'services/travel') from src/ to a fresh dist/. */
export function compileServer(dirs, { repo = root } = {}) {
  for (const dir of dirs) {
    const out = path.join(repo, dir, 'dist');
    rmSync(out, { recursive: true, force: true });
    run(
      'swc',
      [
        'src',
        '--out-dir',
        'dist',
        '--strip-leading-paths',
        '--config-file',
        path.join(repo, '.swcrc'),
        '--ignore',
        '**/*.spec.ts,**/*.e2e-spec.ts,**/_testing/**',
        '--copy-files',
        '--quiet',
      ],
      path.join(repo, dir),
    );
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the built SPA, which the gateway
 * serves to browsers that accept them (@fastify/static `preCompressed`): the landing page's
 * JavaScript shrinks about 3x without compressing on each request.
 */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** `vite <args>` in `frontend` (npm may install Vite under frontend/node_modules rather than hoist it). */
function vite(frontend, args) {
  const local = path.join(frontend, 'node_modules', '.bin', 'vite');
  run(
    existsSync(local) ? local : 'vite',
    [...args, '--mode', 'production', '--logLevel', 'warn'],
    frontend,
  );
}

/** The browser's build (dist/) and, when the SPA has one, the web server's (dist-server/). */
function viteBuild(frontend) {
  vite(frontend, ['build']);
  if (existsSync(path.join(frontend, 'src', 'server', 'main.ts')))
    vite(frontend, ['build', '--ssr']);
}

/**
 * The SPA as the product serves it: `vite build` (the browser's files in `<repo>/frontend/dist`,
 * which the gateway serves), `vite build --ssr` (the web server that renders each page,
 * `frontend/dist-server`, docs/adr/0019), `.br`/`.gz` beside every text asset, then the
 * JavaScript budget (scripts/bundle-budget.mjs). Throws a BuildError when a step fails or a route
 * is over budget. `vite` replaces the Vite steps (tests). Returns the dist folder.
 */
export function buildSpa(options = {}) {
  return inProductionMode(() => buildSpaSteps(options));
}

function buildSpaSteps({ repo = root, vite: build = viteBuild }) {
  const frontend = path.join(repo, 'frontend');
  const dist = path.join(frontend, 'dist');
  build(frontend);
  precompress(dist);
  if (!checkBundleBudget(dist)) {
    throw new BuildError('a route is over its JavaScript budget (scripts/bundle-budget.mjs)');
  }
  return dist;
}

function main(argv) {
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (argv[onlyIndex + 1] ?? '').split(',').filter(Boolean) : null;
  const started = Date.now();
  const all = serverProjects();
  const hasSpa = existsSync(path.join(root, 'frontend', 'vite.config.ts'));
  if (only !== null) {
    const unknown = only.filter((dir) => !all.includes(dir) && !(hasSpa && dir === 'frontend'));
    if (unknown.length > 0) {
      console.error(`[build] --only: not a project to build: ${unknown.join(', ')}`);
      return 2;
    }
  }
  const spa = only !== null ? only.includes('frontend') : hasSpa && !argv.includes('--server-only');
  try {
    inProductionMode(() => {
      compileServer(only?.filter((dir) => dir !== 'frontend') ?? all);
      if (spa) buildSpa();
    });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`[build] failed: ${error.message}`);
    return error.exitCode;
  }
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
