// Docker build helper (the `manifests` stage of every Dockerfile here): copies only the files that
// `npm ci` reads, so that the install layers stay cached until a dependency changes.
//
//   node infra/docker/workspace-manifests.mjs <repo> <out>
//
// <out> gets the root package.json, package-lock.json and every workspace's package.json, as they
// are (unchanged, so that `npm ci` accepts the lock). The build stage installs the whole workspace
// from them (swc, Vite); the deps stage installs from the same files the production dependencies
// of the server workspaces only (`npm ci --omit=dev --workspace=libs --workspace=services
// --workspace=gateway`), no dev tools and no SPA packages such as React and MUI, which Vite has
// already bundled into frontend/dist.
import { cpSync, existsSync, globSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folders a root package.json's workspace patterns (`dir` or `dir/*`) match in `repo`. */
export function workspaceDirs(repo, patterns) {
  return patterns
    .flatMap((pattern) => globSync(`${pattern}/package.json`, { cwd: repo }))
    .map((file) => path.dirname(file))
    .sort();
}

export function writeManifests(repo, out) {
  const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
  if (!existsSync(path.join(repo, 'package-lock.json'))) {
    throw new Error('package-lock.json is missing: the images install the locked versions');
  }
  mkdirSync(out, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) {
    cpSync(path.join(repo, file), path.join(out, file));
  }
  for (const dir of workspaceDirs(repo, manifest.workspaces ?? [])) {
    mkdirSync(path.join(out, dir), { recursive: true });
    cpSync(path.join(repo, dir, 'package.json'), path.join(out, dir, 'package.json'));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [repo, out] = process.argv.slice(2);
  if (!repo || !out) {
    console.error('usage: node workspace-manifests.mjs <repo> <out>');
    process.exit(2);
  }
  writeManifests(path.resolve(repo), path.resolve(out));
}
