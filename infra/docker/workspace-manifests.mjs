// Docker build helper (the `manifests` stage of every Dockerfile here): copies only the manifests
// that `npm install` needs, so that the install layers stay cached until a dependency changes.
//
//   node infra/docker/workspace-manifests.mjs <repo> <out>
//
// <out>/full    the root package.json, package-lock.json and every workspace's package.json, as
//               they are: the build stage installs the whole workspace (swc, Vite) from them.
// <out>/server  the same lock, with the root package.json reduced to the server workspaces and no
//               devDependencies: the deps stage installs the production dependencies of the
//               server processes from it (no dev tools, no SPA packages such as React and MUI,
//               which Vite has already bundled into frontend/dist).
import { cpSync, existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_WORKSPACES = ['libs/*', 'services/*', 'gateway'];

/** The folders a root package.json's workspace patterns (`dir` or `dir/*`) match in `repo`. */
export function workspaceDirs(repo, patterns) {
  return patterns
    .flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: repo }))
    .map((file) => path.dirname(file))
    .sort();
}

/** The root manifest for the production install of the server processes. */
export function serverManifest(manifest) {
  const { devDependencies: _dev, scripts: _scripts, ...rest } = manifest;
  return { ...rest, workspaces: SERVER_WORKSPACES };
}

function copyManifests(repo, out, manifest, patterns) {
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(repo, 'package-lock.json'), path.join(out, 'package-lock.json'));
  for (const dir of workspaceDirs(repo, patterns)) {
    mkdirSync(path.join(out, dir), { recursive: true });
    cpSync(path.join(repo, dir, 'package.json'), path.join(out, dir, 'package.json'));
  }
}

export function writeManifests(repo, out) {
  const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
  if (!existsSync(path.join(repo, 'package-lock.json'))) {
    throw new Error('package-lock.json is missing: the images install the locked versions');
  }
  copyManifests(repo, path.join(out, 'full'), manifest, manifest.workspaces ?? []);
  copyManifests(repo, path.join(out, 'server'), serverManifest(manifest), SERVER_WORKSPACES);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [repo, out] = process.argv.slice(2);
  if (!repo || !out) {
    console.error('usage: node workspace-manifests.mjs <repo> <out>');
    process.exit(2);
  }
  writeManifests(path.resolve(repo), path.resolve(out));
}
