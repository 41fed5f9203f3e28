// Compiles every server-side project (libs, services, gateway) from src/ to dist/ with swc, and
// the SPA with Vite when it has a build. Type-checking is `npm run typecheck` (tsc), not this.
// Usage: node scripts/build.mjs [--server-only]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOnly = process.argv.includes('--server-only');

function projects() {
  const list = [];
  for (const parent of ['libs', 'services']) {
    for (const name of readdirSync(path.join(root, parent)).sort())
      list.push(path.join(parent, name));
  }
  list.push('gateway');
  return list.filter((dir) => existsSync(path.join(root, dir, 'src')));
}

function run(cmd, args, cwd = root) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
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
}
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
