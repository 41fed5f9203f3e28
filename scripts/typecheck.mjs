// Type-checks every Nx project that has a `typecheck` target, and the files that belong to no
// project (the root tsconfig.json: scripts' TypeScript, bench/), in `tsc --build` processes that
// each check many projects: one per group of projects with the same compiler options, at most
// two at once (the machines have two cores).
//
//   node scripts/typecheck.mjs
//
// Each project's own target (`nx typecheck <project>`, `nx affected -t typecheck`) stays
// `tsc --noEmit -p <project>/tsconfig.json` (nx.json). Run one by one, those 19 programs each parse
// the same declaration files again (@types/node, Nest, TypeORM, …: most of the time of a tsc run
// here) and type-check the libs' sources again; one `tsc --build` over many tsconfig files keeps
// the parsed files in memory from one project to the next (docs/adr/0030). Every project is still
// checked as its own program, with its own options: the same errors as the targets.
//
// The projects come from the Nx graph, so a new project with a `typecheck` target is checked
// here without a change. `--force` rebuilds every project on every run: `tsc --build` would
// otherwise skip a project it thinks up to date, and a project's program reaches the libs'
// sources through `paths`, which that check does not follow. `tsc --build` always writes a
// `tsconfig.tsbuildinfo` beside each tsconfig (git ignores them); the solutions that list the
// projects are written to node_modules/.cache/typecheck.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules/.cache/typecheck');
/** The target's command as nx.json defines it; anything else cannot be folded into one build. */
const TARGET_COMMAND = /^tsc --noEmit -p (\S+)$/;

/** The tsconfig of every project's `typecheck` target, from the Nx graph. */
export function projectTsconfigs(graph) {
  const tsconfigs = [];
  for (const [name, node] of Object.entries(graph.nodes)) {
    const target = node.data.targets?.typecheck;
    if (!target) continue;
    const command = target.options?.command ?? target.command ?? '';
    const match = TARGET_COMMAND.exec(command.trim());
    if (!match) {
      throw new Error(
        `${name}: its typecheck target runs "${command}", which scripts/typecheck.mjs cannot fold into one tsc --build (expected "tsc --noEmit -p <tsconfig>")`,
      );
    }
    tsconfigs.push({ name, tsconfig: match[1] });
  }
  return tsconfigs.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The Nx project graph (`nx graph --file=stdout`). */
export function readGraph() {
  const result = spawnSync('nx', ['graph', '--file=stdout'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (result.status !== 0) {
    throw new Error(`nx graph failed: ${(result.stderr || result.error?.message || '').trim()}`);
  }
  return JSON.parse(result.stdout).graph;
}

/**
 * Splits the entries into at most `count` lanes, one `tsc --build` process each. Projects whose
 * own compiler options are the same (every server project; the SPA's browser settings differ)
 * share most declaration files, so a group stays in one lane; groups go to the emptiest lane,
 * largest first.
 */
export function lanesOf(entries, count, optionsOf) {
  const groups = new Map();
  for (const entry of entries) {
    const key = JSON.stringify(optionsOf(entry));
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(entry);
  }
  const lanes = Array.from({ length: Math.max(1, Math.min(count, groups.size)) }, () => []);
  for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
    lanes
      .reduce((emptiest, lane) => (lane.length < emptiest.length ? lane : emptiest))
      .push(...group);
  }
  return lanes;
}

/** The compiler options a tsconfig sets itself (comments allowed, as tsc allows them). */
function ownOptions({ tsconfig }) {
  const { config, error } = ts.readConfigFile(path.join(root, tsconfig), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, ' '));
  return config.compilerOptions ?? {};
}

/** Writes a solution tsconfig that references the lane's tsconfig files; returns its path. */
function writeSolution(entries, index) {
  mkdirSync(cache, { recursive: true });
  const solution = path.join(cache, `tsconfig.solution-${index}.json`);
  const references = entries.map(({ tsconfig }) => ({ path: path.join(root, tsconfig) }));
  writeFileSync(solution, JSON.stringify({ files: [], references }, null, 2));
  return solution;
}

/** Runs one lane's `tsc --build`: { ok, output }. */
function buildLane(solution) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('tsc', ['--build', '--force', '--pretty', solution], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Type-checks every project; returns the exit code (2: the projects could not be listed). */
async function main() {
  let lanes;
  try {
    const entries = [
      ...projectTsconfigs(readGraph()),
      { name: 'workspace', tsconfig: 'tsconfig.json' },
    ];
    lanes = lanesOf(entries, Math.min(2, availableParallelism()), ownOptions);
  } catch (error) {
    console.error(`[typecheck] ${error.message}`);
    return 2;
  }
  const started = Date.now();
  const results = await Promise.all(
    lanes.map((lane, index) => buildLane(writeSolution(lane, index))),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let ok = true;
  for (const [index, { ok: laneOk, output }] of results.entries()) {
    if (output.trim() !== '') process.stdout.write(output);
    ok &&= laneOk;
    console.log(
      `[typecheck] tsc --build of ${lanes[index].map((e) => e.name).join(', ')}: ${laneOk ? 'no error' : 'errors above'}`,
    );
  }
  console.log(
    `[typecheck] ${lanes.flat().length} tsconfig files in ${lanes.length} tsc --build (${seconds} s)`,
  );
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  main().then((code) => process.exit(code));
}
