// Type-checks every Nx project that has a `typecheck` target, and the files that belong to no
// project (the root tsconfig.json: scripts' TypeScript, bench/), in ONE `tsc --build` process.
//
//   node scripts/typecheck.mjs
//
// Each project's own target (`nx typecheck <project>`, `nx affected -t typecheck`) stays
// `tsc --noEmit -p <project>/tsconfig.json` (nx.json). Run one by one, those 19 programs each parse
// the same declaration files again (@types/node, Nest, TypeORM, …: most of the time of a tsc run
// here) and type-check the libs' sources again; one `tsc --build` over the same tsconfig files
// keeps the parsed files in memory from one project to the next (docs/adr/0030). Every project
// is still checked as its own program, with its own options: the same errors as the targets.
//
// The projects come from the Nx graph, so a new project with a `typecheck` target is checked
// here without a change. `--force` rebuilds every project on every run: `tsc --build` would
// otherwise skip a project it thinks up to date, and a project's program reaches the libs'
// sources through `paths`, which that check does not follow. `tsc --build` always writes a
// `tsconfig.tsbuildinfo` beside each tsconfig (git ignores them); the solution that lists the
// projects is written to node_modules/.cache/typecheck.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Writes the solution tsconfig that references every project's; returns its path. */
function writeSolution(entries) {
  mkdirSync(cache, { recursive: true });
  const solution = path.join(cache, 'tsconfig.solution.json');
  const references = entries.map(({ tsconfig }) => ({ path: path.join(root, tsconfig) }));
  writeFileSync(solution, JSON.stringify({ files: [], references }, null, 2));
  return solution;
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  let entries;
  try {
    entries = [...projectTsconfigs(readGraph()), { name: 'workspace', tsconfig: 'tsconfig.json' }];
  } catch (error) {
    console.error(`[typecheck] ${error.message}`);
    process.exit(2);
  }
  const started = Date.now();
  const result = spawnSync('tsc', ['--build', '--force', '--pretty', writeSolution(entries)], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `[typecheck] ${entries.length} tsconfig files (${entries.map((e) => e.name).join(', ')}) in one tsc --build: ${result.status === 0 ? 'no error' : 'errors above'} (${seconds} s)`,
  );
  process.exit(result.status ?? 1);
}
