/**
 * The Nx targets (nx.json, each project.json; docs/adr/0024): every app and lib can be built,
 * tested, linted and type-checked, cached, each test run leaves the jest report that `npm test`
 * counts, and a test that starts built processes depends on their builds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PROCESSES } from '../../scripts/launcher/manifest.mjs';

const root = path.resolve(__dirname, '../..');

interface Target {
  cache?: boolean;
  dependsOn?: Array<string | { target: string }>;
  outputs?: string[];
  options?: { command?: string };
}
interface ProjectNode {
  name: string;
  data: { root: string; targets: Record<string, Target> };
}
interface Graph {
  nodes: Record<string, ProjectNode>;
  dependencies: Record<string, Array<{ target: string }>>;
}

let graph: Graph;

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nx-graph-'));
  try {
    const file = path.join(dir, 'graph.json');
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      stdio: 'ignore',
    });
    graph = (JSON.parse(readFileSync(file, 'utf8')) as { graph: Graph }).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const projects = (): ProjectNode[] => Object.values(graph.nodes);
const inFolder = (folder: string) => (project: ProjectNode) =>
  project.data.root === folder || project.data.root.startsWith(`${folder}/`);

/** Every project `name` depends on, directly or through others. */
function dependenciesOf(name: string, seen = new Set<string>()): Set<string> {
  for (const { target } of graph.dependencies[name] ?? []) {
    if (graph.nodes[target] && !seen.has(target)) {
      seen.add(target);
      dependenciesOf(target, seen);
    }
  }
  return seen;
}

type Process = (typeof PROCESSES)[number];

/** The Nx projects of the manifest's processes that `keep` selects (each is one built project). */
function builtProjectsOf(keep: (entry: Process) => boolean): string[] {
  const folders = new Set(PROCESSES.filter(keep).map((entry) => entry.project));
  return projects()
    .filter((project) => folders.has(project.data.root))
    .map((project) => project.name);
}

describe('the Nx targets', () => {
  it('give every app and lib build, test, lint and typecheck (the test kit and tools no build)', () => {
    const missing: string[] = [];
    for (const project of projects()) {
      const wanted =
        project.name === 'testing' || inFolder('tools')(project)
          ? ['test', 'lint', 'typecheck']
          : ['build', 'test', 'lint', 'typecheck'];
      for (const target of wanted) {
        if (project.data.targets[target]?.cache !== true) missing.push(`${project.name}:${target}`);
      }
    }

    expect(projects().length).toBeGreaterThanOrEqual(19);
    expect(missing).toEqual([]);
  });

  it('write each jest report where npm test reads it, as the cached output', () => {
    for (const project of projects()) {
      const test = project.data.targets['test']!;
      const report = `reports/jest/${project.name}.json`;
      expect(test.options?.command).toContain(`--outputFile=${report}`);
      expect(test.outputs).toContain('{workspaceRoot}/reports/jest/{projectName}.json');
    }
  });

  it('run the rules library in Pacific/Auckland as part of its tests', () => {
    const rules = graph.nodes['schengen-rules']!.data.targets;

    expect(rules['test']!.dependsOn).toContain('test-auckland');
    expect(rules['test-auckland']!.options).toMatchObject({
      env: { TZ: 'Pacific/Auckland' },
      command: expect.stringContaining('--outputFile=reports/jest/schengen-rules-auckland.json'),
    });
  });

  it('build the SPA the gateway serves, and its web server, with `nx build frontend`', () => {
    const build = graph.nodes['frontend']!.data.targets['build']!;

    expect(build.options?.command).toBe('node scripts/build.mjs --only frontend');
    expect(build.outputs).toEqual(['{projectRoot}/dist', '{projectRoot}/dist-server']);
  });

  // What each starts through startStack (scripts/launcher/manifest.mjs): the gateway's test stack
  // every service and worker beside the in-process gateway; the fault suite all but the web
  // server; the launcher's checks (npm start) every process.
  it.each([
    ['gateway', (entry: Process) => entry.kind === 'service' || entry.kind === 'worker', 7],
    ['fault-suite', (entry: Process) => entry.kind !== 'web', 8],
    ['launcher-checks', () => true, 9],
  ])(
    'make the tests of %s depend on the builds of the processes it starts',
    (name, keep, count) => {
      const started = builtProjectsOf(keep);

      expect(started).toHaveLength(count);
      expect([...dependenciesOf(name)]).toEqual(expect.arrayContaining(started));
      expect(graph.nodes[name]!.data.targets['test']!.dependsOn).toContain('^build');
    },
  );
});
