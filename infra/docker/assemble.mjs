// Docker build helper (the `build` stage of every Dockerfile here): compiles one process and the
// libs it runs on, and lays out what its runtime image needs under <out>, mirroring the repository
// so that the workspace links in node_modules (@app/* → ../../libs/*) resolve:
//
//   node infra/docker/assemble.mjs <project> <out> [--spa]
//
//   <out>/libs/<lib>/{package.json,dist}   every lib except the test kit
//   <out>/<project>/{package.json,dist}    e.g. services/travel
//   <out>/frontend/dist                    with --spa (the gateway serves the web app)
//   <out>/infra/probes                     the exec probes of Kubernetes and compose
//
// Runs from the repository root with the workspace installed (swc and Vite on PATH).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Libs a process may load at run time: every lib with sources, except the test kit. */
export function runtimeLibs(repo) {
  return readdirSync(path.join(repo, 'libs'))
    .filter((name) => name !== 'testing' && existsSync(path.join(repo, 'libs', name, 'src')))
    .sort()
    .map((name) => `libs/${name}`);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? result.status})`,
    );
  }
}

export function assemble(project, out, { spa }) {
  if (!existsSync(path.join(root, project, 'src', 'main.ts'))) {
    throw new Error(`${project} is not a process (no ${project}/src/main.ts)`);
  }
  const projects = [...runtimeLibs(root), project];
  run(process.execPath, [path.join(root, 'scripts/build.mjs'), '--only', projects.join(',')], root);
  rmSync(out, { recursive: true, force: true });
  for (const dir of projects) {
    mkdirSync(path.join(out, dir), { recursive: true });
    cpSync(path.join(root, dir, 'package.json'), path.join(out, dir, 'package.json'));
    cpSync(path.join(root, dir, 'dist'), path.join(out, dir, 'dist'), { recursive: true });
  }
  if (spa) {
    // npm may install Vite under frontend/node_modules rather than hoist it (as scripts/build.mjs).
    const local = path.join(root, 'frontend/node_modules/.bin/vite');
    run(
      existsSync(local) ? local : 'vite',
      ['build', '--logLevel', 'warn'],
      path.join(root, 'frontend'),
    );
    cpSync(path.join(root, 'frontend/dist'), path.join(out, 'frontend/dist'), { recursive: true });
  }
  cpSync(path.join(root, 'infra/probes'), path.join(out, 'infra/probes'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [project, out] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!project || !out) {
    console.error('usage: node infra/docker/assemble.mjs <project> <out> [--spa]');
    process.exit(2);
  }
  try {
    assemble(project, path.resolve(out), { spa: process.argv.includes('--spa') });
  } catch (error) {
    console.error(`[assemble] ${error.message}`);
    process.exit(1);
  }
}
