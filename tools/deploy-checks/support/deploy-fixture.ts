/**
 * Copies of the repository's deployment files with one thing changed, and a run of
 * scripts/validate-deploy.mjs over many of them at once (one Node process: the validator is ESM and
 * loads the Kubernetes schemas and TypeScript once).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PROCESSES } from '../../../scripts/launcher/manifest.mjs';

export const repoRoot = path.resolve(__dirname, '../../..');

/** What the deployment covers, as the process manifest lists it. */
const DEPLOYMENT_FILES = [
  'infra',
  'docker-compose.yml',
  '.dockerignore',
  'scripts/launcher/manifest.mjs',
];

export interface Problem {
  area: 'docker' | 'compose' | 'k8s';
  file: string;
  message: string;
}

export interface ValidationResult {
  processes: string[];
  renderer?: 'kubectl' | 'builtin';
  problems: Problem[];
  error?: string;
}

/** A change to one file of a fixture: gets the text, returns the new text. */
export type Edit = [file: string, change: (text: string) => string];

/** `text` with `search` replaced; throws when `search` is not there (a fixture that changed nothing). */
export function replaced(search: string | RegExp, replacement: string): (text: string) => string {
  return (text) => {
    const next = text.replace(search, replacement);
    if (next === text) throw new Error(`fixture edit: ${String(search)} not found`);
    return next;
  };
}

/**
 * The processes that serve GET /metrics, which the deployments must let Prometheus scrape: all
 * but the web server (servesMetrics in infra/validate/processes.mjs).
 */
export const METRICS_PROCESSES = PROCESSES.filter((entry) => entry.kind !== 'web').map(
  (entry) => entry.name,
);

/** A process manifest (scripts/launcher/manifest.mjs) of exactly these projects, these migrated. */
export function manifestSource(projects: string[], migrated: string[]): string {
  const entries = projects.map((project) => {
    const name = path.basename(project);
    const known = PROCESSES.find((entry) => entry.project === project);
    const { schema: _schema, ...needs } = known?.needs ?? {};
    return {
      ...(known ?? { name, project, script: `${project}/dist/main.js`, calls: [] }),
      needs: migrated.includes(name) ? { ...needs, schema: name } : needs,
    };
  });
  return `export const PROCESSES = ${JSON.stringify(entries, null, 2)};\n`;
}

export class Fixtures {
  private readonly base = mkdtempSync(path.join(tmpdir(), 'deploy-checks-'));
  private count = 0;

  /** A copy of the deployment files with `edits` applied; returns its folder. */
  create(edits: Edit[] = []): string {
    const dir = path.join(this.base, String(this.count++));
    for (const file of DEPLOYMENT_FILES) {
      cpSync(path.join(repoRoot, file), path.join(dir, file), { recursive: true });
    }
    for (const [file, change] of edits) {
      const target = path.join(dir, file);
      let text = '';
      try {
        text = readFileSync(target, 'utf8');
      } catch {
        mkdirSync(path.dirname(target), { recursive: true });
      }
      writeFileSync(target, change(text));
    }
    return dir;
  }

  cleanup(): void {
    rmSync(this.base, { recursive: true, force: true });
  }
}

/** How the validator renders the kustomizations (its --renderer). */
export type Renderer = 'auto' | 'kubectl' | 'builtin';

/**
 * Runs the validator over every folder in one process; `areas` as its --only. The rules' cases
 * render with the built-in renderer (in-process, where kubectl is a process per rendering); the
 * renderers themselves are compared in validate-deploy.spec.ts.
 */
export function validateAll(
  dirs: string[],
  areas: string,
  {
    renderer = 'builtin',
    env = process.env,
  }: { renderer?: Renderer; env?: NodeJS.ProcessEnv } = {},
): Record<string, ValidationResult> {
  const output = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts/validate-deploy.mjs'),
      '--roots',
      dirs.join(','),
      '--only',
      areas,
      '--renderer',
      renderer,
      '--json',
    ],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env },
  );
  return JSON.parse(output) as Record<string, ValidationResult>;
}

/** The problem messages of one result, for `toContain`/`toEqual(expect.arrayContaining)`. */
export function messagesOf(result: ValidationResult | undefined): string[] {
  if (!result) throw new Error('no result for this fixture');
  if (result.error) throw new Error(`the validator could not check: ${result.error}`);
  return result.problems.map((problem) => `${problem.file}: ${problem.message}`);
}
