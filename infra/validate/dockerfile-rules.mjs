// Static checks of the Dockerfiles (no Docker engine, no hadolint on the project's machines): one
// multi-stage Dockerfile per process on a node:24 slim base, dependencies installed with `npm ci`
// (exactly the lock's versions) and without the dev tools, an unprivileged user, the process's own
// entry point, Chromium in the PDF worker's image.
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

function commandText(args) {
  const trimmed = args.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  try {
    return JSON.parse(trimmed).join(' ');
  } catch {
    return trimmed;
  }
}

/**
 * Problems of one process's Dockerfile. `app` is { name, project, entry?, bundled? } (project:
 * services/x, gateway or frontend; readLauncher); `needsChromium` for the PDF worker.
 */
export function checkDockerfile(text, { file, app, needsChromium = false }) {
  const problems = [];
  const problem = (message, line) =>
    problems.push({ area: 'docker', file: line ? `${file}:${line}` : file, message });
  const instructions = parseDockerfile(text);
  const stages = stagesOf(instructions);
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
  const final = stages.at(-1);
  if (!final) return problems;

  const users = final.instructions.filter((i) => i.keyword === 'USER');
  if (users.length === 0) {
    problem('the final stage sets no USER: the process would run as root');
  } else if (ROOT_USERS.has(users.at(-1).args.trim())) {
    problem(
      `USER ${users.at(-1).args.trim()}: the final stage must run as an unprivileged user`,
      users.at(-1).line,
    );
  }

  const runs = instructions.filter((i) => i.keyword === 'RUN');
  // A bundled process (the web server) carries its dependencies: its image installs none.
  if (!app.bundled && !runs.some((run) => PRODUCTION_INSTALL.test(run.args))) {
    problem('no production-only install (npm ci --omit=dev): dev tools would ship');
  }
  for (const run of runs) {
    for (const match of run.args.matchAll(UNLOCKED_INSTALL)) {
      problem(
        `"${match[0].trim()}": install with npm ci, which installs exactly package-lock.json's versions (and fails when the lock is out of step)`,
        run.line,
      );
    }
  }
  for (const run of final.instructions.filter((i) => i.keyword === 'RUN')) {
    for (const match of run.args.matchAll(ANY_INSTALL)) {
      if (!PRODUCTION_INSTALL.test(match[0])) {
        problem(`"${match[0].trim()}" in the final stage installs dev dependencies`, run.line);
      }
    }
  }

  const start = [...final.instructions]
    .reverse()
    .filter((i) => i.keyword === 'CMD' || i.keyword === 'ENTRYPOINT')
    .map((i) => commandText(i.args))
    .join(' ');
  const entry = app.entry ?? `${app.project}/dist/main.js`;
  if (!start.includes(entry)) {
    problem(`the final stage does not start ${entry} (CMD/ENTRYPOINT)`);
  }

  for (const instruction of instructions.filter(
    (i) => i.keyword === 'ENV' || i.keyword === 'ARG',
  )) {
    for (const [, name, value] of instruction.args.matchAll(
      /([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g,
    )) {
      if (SECRET_NAME.test(name) && value !== undefined && value !== '' && value !== '""') {
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

  if (needsChromium) {
    const installsChromium = final.instructions.some(
      (i) => i.keyword === 'RUN' && /\bapt-get\b[^\n]*\binstall\b[^\n]*\bchromium\b/.test(i.args),
    );
    if (!installsChromium) {
      problem('the final stage does not install chromium (apt-get install chromium): PDFs need it');
    }
  }
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

/** Every process has infra/docker/<name>.Dockerfile and it passes checkDockerfile. */
export function checkDockerfiles(root, processes) {
  const problems = [...checkDockerignore(root)];
  for (const app of processes) {
    const file = `infra/docker/${app.name}.Dockerfile`;
    if (!existsSync(path.join(root, file))) {
      problems.push({
        area: 'docker',
        file,
        message: `missing: every process has its own Dockerfile`,
      });
      continue;
    }
    problems.push(
      ...checkDockerfile(readFileSync(path.join(root, file), 'utf8'), {
        file,
        app,
        needsChromium: app.name === 'reporting-worker',
      }),
    );
  }
  return problems;
}
