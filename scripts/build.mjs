// Compiles every server-side project (libs, services, gateway) from src/ to dist/ with swc, and
// the SPA with Vite when it has a build. Type-checking is `npm run typecheck` (tsc), not this.
// Usage: node scripts/build.mjs [--server-only] [--only <dir>[,<dir>...]]
//   --only services/travel,gateway compiles just those server projects (and never the SPA), so two
//   people building different projects at once do not delete each other's dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { checkBundleBudget } from './bundle-budget.mjs';
import { writeRoutePages } from './route-pages.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',').filter(Boolean) : null;
const serverOnly = process.argv.includes('--server-only') || only !== null;

function projects() {
  const list = [];
  for (const parent of ['libs', 'services']) {
    for (const name of readdirSync(path.join(root, parent)).sort())
      list.push(path.join(parent, name));
  }
  list.push('gateway');
  const built = list.filter((dir) => existsSync(path.join(root, dir, 'src')));
  if (only === null) return built;
  const unknown = only.filter((dir) => !built.includes(dir));
  if (unknown.length > 0) {
    console.error(`[build] --only: not a server project: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return only;
}

function run(cmd, args, cwd = root) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the built SPA, which the gateway
 * serves to browsers that accept them (@fastify/static `preCompressed`): the landing page's
 * JavaScript shrinks about 3x without compressing on each request.
 */
function precompress(dir) {
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

const started = Date.now();
for (const dir of projects()) {
  const out = path.join(root, dir, 'dist');
  rmSync(out, { recursive: true, force: true });
  run(
    'swc',
    [
      'src',
      '--out-dir',
      'dist',
      '--strip-leading-paths',
      '--config-file',
      path.join(root, '.swcrc'),
      '--ignore',
      '**/*.spec.ts,**/*.e2e-spec.ts,**/_testing/**',
      '--copy-files',
      '--quiet',
    ],
    path.join(root, dir),
  );
}
if (!serverOnly && existsSync(path.join(root, 'frontend', 'vite.config.ts'))) {
  // npm may install vite under frontend/node_modules rather than hoist it.
  const local = path.join(root, 'frontend', 'node_modules', '.bin', 'vite');
  run(
    existsSync(local) ? local : 'vite',
    ['build', '--logLevel', 'warn'],
    path.join(root, 'frontend'),
  );
  writeRoutePages(path.join(root, 'frontend', 'dist'));
  precompress(path.join(root, 'frontend', 'dist'));
  if (!checkBundleBudget(path.join(root, 'frontend', 'dist'))) {
    console.error(
      '[build] failed: a route is over its JavaScript budget (scripts/bundle-budget.mjs)',
    );
    process.exit(1);
  }
}
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
