/**
 * scripts/jest-totals.mjs: how `npm test` adds up the jest report of each project's `test` target,
 * so that no failure hides behind a missing or broken report, and skipped tests are counted as
 * skipped.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  broken: string[];
}
type JestTotals = (dir: string, runs: ReadonlyArray<{ name: string; report: string }>) => Totals;

let jestTotals: JestTotals;
let dir: string;

beforeAll(async () => {
  ({ jestTotals } = await import(path.resolve(__dirname, '../../scripts/jest-totals.mjs')));
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jest-totals-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A jest `--json` report with these counts (a successful run unless said otherwise). */
function report(name: string, counts: Partial<Record<string, number | boolean>> = {}): string {
  const file = `${name}.json`;
  const numFailedTests = Number(counts['numFailedTests'] ?? 0);
  const numRuntimeErrorTestSuites = Number(counts['numRuntimeErrorTestSuites'] ?? 0);
  writeFileSync(
    path.join(dir, file),
    JSON.stringify({
      numPassedTests: 3,
      numPendingTests: 0,
      numTodoTests: 0,
      success: numFailedTests + numRuntimeErrorTestSuites === 0,
      ...counts,
      numFailedTests,
      numRuntimeErrorTestSuites,
    }),
  );
  return file;
}

describe('the jest totals of npm test', () => {
  it('adds up passed, failed and skipped tests over the projects', () => {
    const runs = [
      { name: 'event-bus', report: report('event-bus', { numPendingTests: 11 }) },
      { name: 'gateway', report: report('gateway', { numPassedTests: 5, numFailedTests: 2 }) },
      { name: 'frontend', report: report('frontend', { numTodoTests: 1 }) },
    ];

    expect(jestTotals(dir, runs)).toEqual({
      passed: 11,
      failed: 2,
      skipped: 12,
      broken: ['gateway'],
    });
  });

  it('counts a project without a report (jest or its build never ran) as a failure', () => {
    const runs = [
      { name: 'travel', report: report('travel') },
      { name: 'gateway', report: 'gateway.json' },
    ];

    expect(jestTotals(dir, runs)).toMatchObject({
      passed: 3,
      failed: 1,
      broken: ['gateway (no report)'],
    });
  });

  it('counts an unreadable report as a failure', () => {
    writeFileSync(path.join(dir, 'auth.json'), '{"numPassedTests": 4, "numFa');

    expect(jestTotals(dir, [{ name: 'auth', report: 'auth.json' }])).toMatchObject({
      failed: 1,
      broken: ['auth (no report)'],
    });
  });

  it('counts a suite that failed to load as a failure', () => {
    const runs = [{ name: 'billing', report: report('billing', { numRuntimeErrorTestSuites: 1 }) }];

    expect(jestTotals(dir, runs)).toMatchObject({ passed: 3, failed: 1, broken: ['billing'] });
  });

  it('counts a run that jest says did not succeed as a failure, even with no failed test', () => {
    const runs = [{ name: 'reporting', report: report('reporting', { success: false }) }];

    expect(jestTotals(dir, runs)).toMatchObject({
      passed: 3,
      failed: 1,
      broken: ['reporting (jest did not succeed)'],
    });
  });

  it('counts a run in which no test passed as a failure', () => {
    const runs = [
      { name: 'contracts', report: report('contracts', { numPassedTests: 0, numPendingTests: 4 }) },
    ];

    expect(jestTotals(dir, runs)).toMatchObject({
      failed: 1,
      skipped: 4,
      broken: ['contracts (no test ran)'],
    });
  });
});
