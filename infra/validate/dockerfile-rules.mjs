// Static checks of infra/docker/Dockerfile, the one file every process's image is built from
// (PROJECT the process's folder, the target its kind: imageTarget). No Docker engine runs on the
// project's machines and hadolint does not install here (docs/adr/0030), so a small parser: a
// multi-stage file on node:24 slim bases, dependencies installed with `npm ci` (exactly the lock's
// versions) and without the dev tools, and for each process the stage it runs from: an
// unprivileged user, its own entry point once PROJECT is set, Chromium for the PDF worker.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SECRET_NAME } from './processes.mjs';

/** Accepted bases: node:24, node:24.x.y, optionally a Debian release, always slim; a digest may follow. */
export const NODE_24_SLIM = /^node:24(\.\d+){0,2}-([a-z]+-)?slim(@sha256:[a-f0-9]{64})?$/;

const ROOT_USERS = new Set(['root', '0', 'root:root', '0:0', 'root:0', '0:root']);
const PRODUCTION_INSTALL =
  /\bnpm\s+(ci|install|i|prune)\b[^\n&;|]*\s(--omit[= ]dev|--production|--only[= ]prod(uction)?)\b/;
const ANY_INSTALL = /\bnpm\s+(ci|install|i)\b[^\n&;|]*/g;
/** `npm install` may resolve other versions than the lock's (and rewrites it); `npm ci` cannot. */
const UNLOCKED_INSTALL = /\bnpm\s+(install|i)\b[^\n&;|]*/g;

/** The instructions of a Dockerfile: comments dropped, continuation lines joined. */
export function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) return;
    if (pending !== '' && line.startsWith('#')) return;
    if (pending === '') startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const [keyword, ...rest] = full.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
  });
  return instructions;
}

/** Splits the instructions into stages: [{ image, name, instructions }]. */
export function stagesOf(instructions) {
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const asAt = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({
        image: words[0],
        name: asAt >= 0 ? words[asAt + 1] : undefined,
        line: instruction.line,
        instructions: [],
      });
    } else if (stages.length > 0) {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

/** The file every image is built from (compose's build.dockerfile). */
export const DOCKERFILE = 'infra/docker/Dockerfile';

/** The processes whose image carries Chromium (server-side PDF, docs/adr/0007). */
const NEEDS_CHROMIUM = new Set(['reporting-worker']);

/**
 * The stage of the Dockerfile a process runs from (compose's build.target): the web server is one
 * bundle with its dependencies (nothing to install), the PDF worker needs Chromium, the rest share
 * `runtime`.
 */
export function imageTarget(app) {
  if (app.bundled) return 'runtime-bundled';
  if (NEEDS_CHROMIUM.has(app.name)) return 'runtime-chromium';
  return 'runtime';
}

function commandText(args) {
  const trimmed = args.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  try {
    return JSON.parse(trimmed).join(' ');
  } catch {
    return trimmed;
  }
}

/** `NAME=value` pairs of an ENV or ARG instruction (quotes kept off). */
function assignments(args) {
  return [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)].map(
    ([, name, value]) => ({ name, value: value?.replace(/^"(.*)"$/, '$1') }),
  );
}

/** `$NAME` and `${NAME}` replaced from `values` (unknown names by nothing, as a shell does). */
function expand(text, values) {
  return text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name) => values[name] ?? '');
}

/** The problems of the file as a whole, found once whatever the processes. */
function checkFile(stages, instructions, problem) {
  if (stages.length < 2) {
    problem('must be multi-stage (build in one stage, run from a slim one): found one FROM');
  }
  const names = new Set();
  for (const stage of stages) {
    if (!names.has(stage.image) && !NODE_24_SLIM.test(stage.image)) {
      problem(
        `FROM ${stage.image}: every stage starts from node:24*-slim (or an earlier stage)`,
        stage.line,
      );
    }
    if (stage.name) names.add(stage.name);
  }
  for (const run of instructions.filter((i) => i.keyword === 'RUN')) {
    for (const match of run.args.matchAll(UNLOCKED_INSTALL)) {
      problem(
        `"${match[0].trim()}": install with npm ci, which installs exactly package-lock.json's versions (and fails when the lock is out of step)`,
        run.line,
      );
    }
  }
  for (const instruction of instructions.filter(
    (i) => i.keyword === 'ENV' || i.keyword === 'ARG',
  )) {
    for (const { name, value } of assignments(instruction.args)) {
      if (SECRET_NAME.test(name) && value !== undefined && value !== '') {
        problem(
          `${instruction.keyword} ${name}: secrets never go into an image (pass them at run time)`,
          instruction.line,
        );
      }
    }
  }
  for (const add of instructions.filter((i) => i.keyword === 'ADD')) {
    if (/https?:\/\//.test(add.args)) {
      problem('ADD of a URL: download in a RUN step with a checksum instead', add.line);
    }
  }
}

/**
 * The stage `name` and the stages it is built FROM, nearest first (the layers of its image), and
 * every stage it takes files from (`COPY --from`), transitively.
 */
function stageGraph(stages, name) {
  const byName = new Map(stages.filter((s) => s.name).map((s) => [s.name, s]));
  const lineage = [];
  for (let stage = byName.get(name); stage; stage = byName.get(stage.image)) {
    if (lineage.includes(stage)) break;
    lineage.push(stage);
  }
  const sources = new Set();
  const visit = (stage) => {
    if (!stage || sources.has(stage)) return;
    sources.add(stage);
    visit(byName.get(stage.image));
    for (const copy of stage.instructions.filter((i) => i.keyword === 'COPY')) {
      visit(byName.get(/--from=(\S+)/.exec(copy.args)?.[1]));
    }
  };
  visit(lineage[0]);
  return { lineage, sources: [...sources] };
}

/** The problems of one process's image: the stage imageTarget(app) names, built with PROJECT. */
function checkProcess(stages, app, problem) {
  const target = imageTarget(app);
  const say = (message, line) => problem(`${app.name} (target ${target}): ${message}`, line);
  const { lineage, sources } = stageGraph(stages, target);
  if (lineage.length === 0) {
    say(`no stage "${target}" to run from`);
    return;
  }
  // The image's own layers, base first, with ARG PROJECT set to the process's folder.
  const layers = [...lineage].reverse().flatMap((stage) => stage.instructions);
  const values = {};
  for (const instruction of layers) {
    if (instruction.keyword === 'ARG') {
      for (const { name, value } of assignments(instruction.args)) {
        values[name] = name === 'PROJECT' ? app.project : expand(value ?? '', values);
      }
    } else if (instruction.keyword === 'ENV') {
      for (const { name, value } of assignments(instruction.args)) {
        values[name] = expand(value ?? '', values);
      }
    }
  }

  const users = layers.filter((i) => i.keyword === 'USER');
  if (users.length === 0) {
    say('sets no USER: the process would run as root');
  } else if (ROOT_USERS.has(users.at(-1).args.trim())) {
    say(`USER ${users.at(-1).args.trim()}: must run as an unprivileged user`, users.at(-1).line);
  }
  for (const run of layers.filter((i) => i.keyword === 'RUN')) {
    for (const match of run.args.matchAll(ANY_INSTALL)) {
      if (!PRODUCTION_INSTALL.test(match[0])) {
        say(`"${match[0].trim()}" in the image's own layers installs dev dependencies`, run.line);
      }
    }
  }
  const runs = sources.flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'RUN'));
  // A bundled process (the web server) carries its dependencies: its image installs none.
  if (!app.bundled && !runs.some((run) => PRODUCTION_INSTALL.test(run.args))) {
    say('no production-only install (npm ci --omit=dev) in the stages it is made of');
  }
  const builds = sources.some(
    (stage) =>
      stage.instructions.some((i) => i.keyword === 'ARG' && /^PROJECT\b/.test(i.args.trim())) &&
      stage.instructions.some((i) => i.keyword === 'RUN' && /\$\{?PROJECT\b/.test(i.args)),
  );
  if (!builds) say('no stage it is made of builds $PROJECT (ARG PROJECT and a RUN using it)');

  const start = expand(
    layers
      .filter((i) => i.keyword === 'CMD' || i.keyword === 'ENTRYPOINT')
      .map((i) => commandText(i.args))
      .join(' '),
    values,
  );
  const entry = app.entry ?? `${app.project}/dist/main.js`;
  if (!start.includes(entry)) {
    say(`does not start ${entry} with PROJECT=${app.project} (CMD/ENTRYPOINT: "${start}")`);
  }
  if (NEEDS_CHROMIUM.has(app.name)) {
    const installsChromium = layers.some(
      (i) => i.keyword === 'RUN' && /\bapt-get\b[^\n]*\binstall\b[^\n]*\bchromium\b/.test(i.args),
    );
    if (!installsChromium) {
      say('does not install chromium (apt-get install chromium): PDFs need it');
    }
  }
}

/**
 * Problems of the Dockerfile for `processes` ({ name, project, entry?, bundled? }, readManifest):
 * the file's own, then each process's image.
 */
export function checkDockerfile(text, { file = DOCKERFILE, processes }) {
  const problems = [];
  const problem = (message, line) =>
    problems.push({ area: 'docker', file: line ? `${file}:${line}` : file, message });
  const instructions = parseDockerfile(text);
  const stages = stagesOf(instructions);
  checkFile(stages, instructions, problem);
  for (const app of processes) checkProcess(stages, app, problem);
  return problems;
}

/** .dockerignore must keep dependencies, builds, local data and secrets out of the context. */
export function checkDockerignore(root) {
  const file = path.join(root, '.dockerignore');
  if (!existsSync(file)) {
    return [
      {
        area: 'docker',
        file: '.dockerignore',
        message: 'missing: node_modules and .env would enter the build context',
      },
    ];
  }
  const lines = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return ['node_modules', '.env', '.data', '.git']
    .filter((entry) => !lines.has(entry) && !lines.has(`**/${entry}`))
    .map((entry) => ({
      area: 'docker',
      file: '.dockerignore',
      message: `does not exclude ${entry}`,
    }));
}

/** infra/docker/Dockerfile passes checkDockerfile for every process; .dockerignore its rules. */
export function checkDockerfiles(root, processes) {
  const problems = [...checkDockerignore(root)];
  if (!existsSync(path.join(root, DOCKERFILE))) {
    problems.push({
      area: 'docker',
      file: DOCKERFILE,
      message: "missing: every process's image is built from it (--build-arg PROJECT=<folder>)",
    });
    return problems;
  }
  problems.push(
    ...checkDockerfile(readFileSync(path.join(root, DOCKERFILE), 'utf8'), { processes }),
  );
  return problems;
}
