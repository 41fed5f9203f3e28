// The totals of the jest runs of `npm test` (scripts/test.mjs): each project's `test` target
// writes jest's JSON report to reports/jest/<report> (nx.json). Nothing may hide a failure: a run
// whose report is missing or unreadable, that did not succeed, or that ran no test at all counts
// as a failure, besides its own failed tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Adds up the reports of `runs` in `dir`: { passed, failed, skipped, broken } where `broken`
 * names each run that failed (with why, when jest's own counts do not say it).
 *
 * @param {string} dir
 * @param {ReadonlyArray<{ name: string, report: string }>} runs
 * @example
 * jestTotals('reports/jest', [{ name: 'gateway', report: 'gateway.json' }]);
 * // { passed: 412, failed: 0, skipped: 0, broken: [] }
 */
export function jestTotals(dir, runs) {
  const totals = { passed: 0, failed: 0, skipped: 0, broken: [] };
  for (const { name, report: file } of runs) {
    let report;
    try {
      report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      totals.failed += 1;
      totals.broken.push(`${name} (no report)`);
      continue;
    }
    // A suite that fails to load runs no test but is a failure all the same.
    const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals.passed += report.numPassedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    totals.failed += failed;
    if (failed > 0) {
      totals.broken.push(name);
    } else if (!report.success || report.numPassedTests === 0) {
      totals.failed += 1;
      totals.broken.push(`${name} (${report.success ? 'no test ran' : 'jest did not succeed'})`);
    }
  }
  return totals;
}
