/**
 * The Grafana dashboard and the Prometheus alert rules of infra/observability/ parse, and every
 * metric they query is one the code registers (METRICS, Node's default metrics) or Prometheus's
 * own `up`: a renamed metric fails here, not on an operator's empty panel.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Registry, collectDefaultMetrics } from 'prom-client';
import { parse } from 'yaml';

import { METRICS } from './metric-catalog';

const dir = path.resolve(__dirname, '../../../../infra/observability');

/** PromQL words that are not metric names. */
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'topk',
  'bottomk',
  'abs',
  'absent',
  'clamp_min',
  'clamp_max',
  'time',
  'vector',
]);

/** The metric names a PromQL expression selects. */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // label lists
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const word = match[0];
    const after = bare.slice((match.index ?? 0) + word.length).trimStart();
    if (PROMQL_WORDS.has(word) || after.startsWith('(')) continue;
    if (/^\d/.test(word) || /^(?:e|Inf|NaN)$/.test(word)) continue;
    names.add(word);
  }
  return [...names];
}

/** Every series name the processes expose (a histogram's too). */
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>(['up']);
  for (const definition of Object.values(METRICS)) {
    names.add(definition.name);
    if (definition.type === 'histogram') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(definition.name + suffix);
    }
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    }
  }
  return names;
}

interface Dashboard {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
}
interface RuleFile {
  groups: Array<{ name: string; rules: Array<{ alert: string; expr: string; for?: string }> }>;
}

const dashboard = JSON.parse(
  readFileSync(path.join(dir, 'grafana-dashboard.json'), 'utf8'),
) as Dashboard;
const rules = parse(readFileSync(path.join(dir, 'prometheus-alerts.yml'), 'utf8')) as RuleFile;

describe('metricNamesIn', () => {
  it('finds the metrics of an expression, not its functions, labels or ranges', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{route=~"/api/.*"}[5m]))) / on (job) up',
      ),
    ).toEqual(['http_request_duration_seconds_bucket', 'up']);
  });
});

describe('infra/observability', () => {
  it('has a dashboard whose every panel queries something', () => {
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets) expect(metricNamesIn(target.expr)).not.toEqual([]);
    }
  });

  it('has alert rules, each with a name, an expression and a severity', () => {
    const all = rules.groups.flatMap((group) => group.rules);
    expect(all.length).toBeGreaterThan(0);
    for (const rule of all) {
      expect(rule).toMatchObject({
        alert: expect.stringMatching(/^[A-Z][A-Za-z]+$/),
        expr: expect.any(String),
        labels: { severity: expect.stringMatching(/^(page|ticket)$/) },
      });
    }
  });

  it('queries only metrics the code registers', async () => {
    const exposed = await exposedNames();
    const queried = [
      ...dashboard.panels.flatMap((panel) =>
        panel.targets.map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })),
      ),
      ...rules.groups.flatMap((group) =>
        group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
      ),
    ];
    const unknown = queried.flatMap(({ where, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !exposed.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('covers every metric of the catalogue in the dashboard', () => {
    const inDashboard = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap((t) => metricNamesIn(t.expr))),
    );
    const missing = Object.values(METRICS)
      .map((definition) => definition.name)
      .filter(
        (name) =>
          !['', '_bucket', '_sum', '_count'].some((suffix) => inDashboard.has(name + suffix)),
      );
    expect(missing).toEqual([]);
  });
});
