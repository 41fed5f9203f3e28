// Docker build helper (the `build` stage of infra/docker/Dockerfile, with its PROJECT): compiles
// one process and the libs it runs on, and lays out what its runtime image needs under <out>,
// mirroring the repository so that the workspace links in node_modules (@app/* → ../../libs/*)
// resolve:
//
//   node infra/docker/assemble.mjs <project> <out>
//
//   <out>/libs/<lib>/{package.json,dist}   every lib except the test kit
//   <out>/<project>/{package.json,dist}    e.g. services/travel
//   <out>/frontend/dist                    for the gateway, which serves the web app (SERVES_SPA)
//   <out>/infra/probes                     the exec probes of Kubernetes and compose
//
//   node infra/docker/assemble.mjs frontend <out>
//
//   <out>/frontend/dist-server             the web server, one bundle with its dependencies
//   <out>/frontend/dist/.vite/manifest.json  which names each page's scripts (docs/adr/0019)
//
// It builds with scripts/build.mjs's own functions (what `nx build` runs), so an image holds
// exactly what the local build makes: swc for the server projects, and for the gateway the whole
// SPA pipeline (Vite, one entry page per route, .br/.gz beside every text asset, which the gateway
// serves pre-compressed) that fails when a route is over its JavaScript budget.
//
// Runs from the repository root with the workspace installed (swc and Vite on PATH).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { buildSpa, compileServer } from '../../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Libs a process may load at run time: every lib with sources, except the test kit. */
export function runtimeLibs(repo) {
  return readdirSync(path.join(repo, 'libs'))
    .filter((name) => name !== 'testing' && existsSync(path.join(repo, 'libs', name, 'src')))
    .sort()
    .map((name) => `libs/${name}`);
}

/** The processes whose image carries the SPA's build (the gateway serves frontend/dist). */
export const SERVES_SPA = new Set(['gateway']);

/** How assemble() builds: scripts/build.mjs's functions (tests replace them). */
export const builders = { server: compileServer, spa: buildSpa };

/** The web server's image: its bundle and the manifest of the browser's build. */
function assembleWebServer(out, { repo, build }) {
  build.spa({ repo });
  rmSync(out, { recursive: true, force: true });
  const frontend = path.join(repo, 'frontend');
  mkdirSync(path.join(out, 'frontend/dist/.vite'), { recursive: true });
  cpSync(path.join(frontend, 'package.json'), path.join(out, 'frontend/package.json'));
  cpSync(path.join(frontend, 'dist-server'), path.join(out, 'frontend/dist-server'), {
    recursive: true,
  });
  cpSync(
    path.join(frontend, 'dist/.vite/manifest.json'),
    path.join(out, 'frontend/dist/.vite/manifest.json'),
  );
}

export function assemble(
  project,
  out,
  { spa = SERVES_SPA.has(project), repo = root, build = builders } = {},
) {
  if (project === 'frontend') return assembleWebServer(out, { repo, build });
  if (!existsSync(path.join(repo, project, 'src', 'main.ts'))) {
    throw new Error(`${project} is not a process (no ${project}/src/main.ts)`);
  }
  const projects = [...runtimeLibs(repo), project];
  build.server(projects, { repo });
  // Before anything is laid out: a SPA over its budget fails the image's build.
  if (spa) build.spa({ repo });
  rmSync(out, { recursive: true, force: true });
  for (const dir of projects) {
    mkdirSync(path.join(out, dir), { recursive: true });
    cpSync(path.join(repo, dir, 'package.json'), path.join(out, dir, 'package.json'));
    cpSync(path.join(repo, dir, 'dist'), path.join(out, dir, 'dist'), { recursive: true });
  }
  if (spa) {
    cpSync(path.join(repo, 'frontend/dist'), path.join(out, 'frontend/dist'), { recursive: true });
  }
  cpSync(path.join(repo, 'infra/probes'), path.join(out, 'infra/probes'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [project, out] = process.argv.slice(2);
  if (!project || !out) {
    console.error('usage: node infra/docker/assemble.mjs <project> <out>');
    process.exit(2);
  }
  try {
    assemble(project, path.resolve(out));
  } catch (error) {
    console.error(`[assemble] ${error.message}`);
    process.exit(1);
  }
}
