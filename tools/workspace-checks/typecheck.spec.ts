/**
 * scripts/typecheck.mjs: the type-check of `npm test` folds every project's `typecheck` target into
 * one `tsc --build`, so it must find each of them, and refuse a target it could not fold rather
 * than leave that project unchecked.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Graph {
  nodes: Record<string, { data: { targets?: Record<string, { options?: { command?: string } }> } }>;
}
interface Entry {
  name: string;
  tsconfig: string;
}
interface Module {
  projectTsconfigs: (graph: Graph) => Entry[];
  readGraph: () => Graph;
  lanesOf: (
    entries: Entry[],
    count: number,
    optionsOf: (entry: Entry) => Record<string, unknown>,
  ) => Entry[][];
}

const root = path.resolve(__dirname, '../..');
let typecheck: Module;

beforeAll(async () => {
  typecheck = (await import(path.join(root, 'scripts/typecheck.mjs'))) as Module;
});

type Node = Graph['nodes'][string];

/** A project of the graph, with a typecheck target running `command` when given. */
function project(command?: string): Node {
  const targets: NonNullable<Node['data']['targets']> = { lint: {} };
  if (command) targets['typecheck'] = { options: { command } };
  return { data: { targets } };
}

describe('scripts/typecheck.mjs', () => {
  it("takes the tsconfig of every project's typecheck target, by name", () => {
    const graph = {
      nodes: {
        travel: project('tsc --noEmit -p services/travel/tsconfig.json'),
        docs: project(),
        contracts: project('tsc --noEmit -p libs/contracts/tsconfig.json'),
      },
    };
    expect(typecheck.projectTsconfigs(graph)).toEqual([
      { name: 'contracts', tsconfig: 'libs/contracts/tsconfig.json' },
      { name: 'travel', tsconfig: 'services/travel/tsconfig.json' },
    ]);
  });

  it('refuses a typecheck target that runs another command', () => {
    const graph = { nodes: { web: project('vue-tsc --noEmit -p web/tsconfig.json') } };
    expect(() => typecheck.projectTsconfigs(graph)).toThrow(
      'web: its typecheck target runs "vue-tsc --noEmit -p web/tsconfig.json", which scripts/typecheck.mjs cannot fold into one tsc --build',
    );
  });

  it('finds every project of the workspace that Nx type-checks', () => {
    const withTarget = JSON.parse(
      execFileSync('nx', ['show', 'projects', '--with-target', 'typecheck', '--json'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      }),
    ) as string[];
    const folded = typecheck.projectTsconfigs(typecheck.readGraph());
    expect(folded.map((entry) => entry.name)).toEqual([...withTarget].sort());
    expect(folded).toContainEqual({ name: 'gateway', tsconfig: 'gateway/tsconfig.json' });
  });

  it('keeps the projects with the same compiler options in one tsc --build, the others beside it', () => {
    const entries = ['auth', 'contracts', 'frontend', 'gateway', 'admin-web'].map((name) => ({
      name,
      tsconfig: `${name}/tsconfig.json`,
    }));
    const browser = new Set(['frontend', 'admin-web']);
    const optionsOf = (entry: Entry) =>
      browser.has(entry.name) ? { lib: ['es2023', 'dom'] } : { noEmit: true };
    const names = (lanes: Entry[][]) => lanes.map((lane) => lane.map((entry) => entry.name));

    expect(names(typecheck.lanesOf(entries, 2, optionsOf))).toEqual([
      ['auth', 'contracts', 'gateway'],
      ['frontend', 'admin-web'],
    ]);
    expect(names(typecheck.lanesOf(entries, 1, optionsOf))).toEqual([
      ['auth', 'contracts', 'gateway', 'frontend', 'admin-web'],
    ]);
    expect(names(typecheck.lanesOf(entries.slice(0, 2), 2, optionsOf))).toEqual([
      ['auth', 'contracts'],
    ]);
  });
});
