/**
 * The Nx targets (nx.json, each project.json; docs/adr/0024): every app and lib can be built,
 * tested, linted and type-checked, cached, each test run leaves the jest report that `npm test`
 * counts, and a test that starts built processes depends on their builds.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** The projects whose built output (dist/, dist-server/) `file` runs. */
function builtProjectsRunBy(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const folders = new Set(
    [...source.matchAll(/\b((?:services|libs)\/[\w-]+|gateway|frontend)\/dist(?:-server)?\b/g)].map(
      (match) => match[1]!,
    ),
  );
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

  it.each([
    ['gateway', 'gateway/test/support/test-stack.ts'],
    ['fault-suite', 'tools/fault-suite/test/support/product-stack.ts'],
    ['launcher-checks', 'scripts/start.mjs'],
  ])('make the tests of %s depend on the builds of what %s starts', (name, starter) => {
    const started = builtProjectsRunBy(starter);

    expect(started.length).toBeGreaterThanOrEqual(name === 'gateway' ? 7 : 8);
    expect([...dependenciesOf(name)]).toEqual(expect.arrayContaining(started));
    expect(graph.nodes[name]!.data.targets['test']!.dependsOn).toContain('^build');
  });
});
