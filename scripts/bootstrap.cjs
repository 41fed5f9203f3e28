#!/usr/bin/env node
/*
 * The entry point of `npm start` and `npm test`. On a fresh clone it runs on the machine's own
 * Node (20 here), so it is plain CommonJS with no dependencies: it installs the workspace when
 * node_modules is missing or a package.json or the lock file changed since the last install,
 * then hands over to the Node 24 that the project pins through the `node` npm package
 * (node_modules/.bin/node).
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bin = path.join(root, 'node_modules', '.bin');
const pinnedNode = path.join(bin, 'node');
const commands = { start: 'start.mjs', test: 'test.mjs', admin: 'admin.mjs' };

const stampFile = path.join(root, 'node_modules', '.bootstrap-manifest-hash');

/** Every package.json of the workspace (patterns are `dir` or `dir/*`), and the lock file. */
function manifestFiles() {
  const files = [path.join(root, 'package.json'), path.join(root, 'package-lock.json')];
  const { workspaces = [] } = JSON.parse(fs.readFileSync(files[0], 'utf8'));
  for (const pattern of workspaces) {
    const dirs = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern];
    for (const dir of dirs) files.push(path.join(root, dir, 'package.json'));
  }
  return files.filter((file) => fs.existsSync(file)).sort();
}

/** A hash of the manifests: installs are redone when, and only when, one of them changes. */
function manifestHash() {
  const hash = require('node:crypto').createHash('sha256');
  for (const file of manifestFiles()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

function needsInstall() {
  if (!fs.existsSync(pinnedNode)) return true;
  try {
    return fs.readFileSync(stampFile, 'utf8') !== manifestHash();
  } catch {
    return true;
  }
}

function install() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `npm install` with the lock file installs exactly the locked versions and, unlike `npm ci`,
  // keeps an existing node_modules, so a changed manifest costs seconds rather than a full
  // reinstall. The images use `npm ci` (infra/docker, ADR 0009).
  // --loglevel: `npm test --silent` hands loglevel=silent down through the environment, which
  // would hide why an install failed. --include=dev: under NODE_ENV=production npm would leave out
  // the devDependencies, among them the pinned Node itself and the build tools.
  const args = ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'];
  console.log('[bootstrap] installing dependencies: npm install');
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(
      `[bootstrap] npm install failed${result.error ? `: ${result.error.message}` : ''}. ` +
        'Install Node.js 20+ with npm 11 and make sure the npm registry is reachable, then retry.',
    );
    process.exit(result.status || 1);
  }
  // npm 11.19 runs a dependency's install scripts only when package.json's `allowScripts` names
  // it; the pinned Node arrives through the `node` package's preinstall, so without it there is
  // no Node 24 here.
  if (!fs.existsSync(pinnedNode)) {
    console.error(
      '[bootstrap] npm install did not install the pinned Node (node_modules/.bin/node): the ' +
        "`node` package's install script did not run. Check that package.json's `allowScripts` " +
        'names `node` (`npm install-scripts ls` lists the skipped scripts), then retry.',
    );
    process.exit(1);
  }
  fs.writeFileSync(stampFile, manifestHash());
}

function main() {
  const command = process.argv[2];
  const script = commands[command];
  if (!script) {
    console.error(`usage: node scripts/bootstrap.cjs <${Object.keys(commands).join('|')}> [args…]`);
    process.exit(2);
  }
  if (needsInstall()) install();
  const child = spawn(pinnedNode, [path.join(__dirname, script), ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH || ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
