/**
 * scripts/validate-deploy.mjs over the Dockerfiles and the Kubernetes manifests: the repository's
 * own files pass, and each rule fires on a copy of them with exactly one thing broken. All the
 * copies are checked in one run of the validator (beforeAll); each test reads its own result.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  type Edit,
  Fixtures,
  METRICS_PROCESSES,
  manifestSource,
  messagesOf,
  type Renderer,
  repoRoot,
  replaced,
  validateAll,
  type ValidationResult,
} from './support/deploy-fixture';

interface Case {
  name: string;
  edits: Edit[];
  /** A substring of one of the problems reported, with the file it is reported for. */
  expected: string[];
}

const TRAVEL = 'infra/k8s/base/travel.yaml';
const GATEWAY = 'infra/k8s/base/gateway.yaml';
const EMAIL_WORKER = 'infra/k8s/base/notification-worker.yaml';
const PDF_WORKER = 'infra/k8s/base/reporting-worker.yaml';
const POLICIES = 'infra/k8s/base/network-policies.yaml';
const DOCKERFILE = 'infra/docker/Dockerfile';
const EVERY_PROCESS = [
  'services/auth',
  'services/notification',
  'services/notification-worker',
  'services/travel',
  'services/billing',
  'services/reporting',
  'services/reporting-worker',
  'gateway',
];

/** Deletes a YAML block (its key line and every deeper-indented line after it). */
function withoutBlock(key: string, indent: number): (text: string) => string {
  const pad = ' '.repeat(indent);
  return replaced(new RegExp(`${pad}${key}:.*\\n(${pad} +.*\\n)*`), '');
}

const METRICS_ENV = "            - { name: METRICS_PORT, value: '9464' }\n";

const metricsCases: Case[] = [
  ...METRICS_PROCESSES.map((name): Case => ({
    name: `${name} without its METRICS_PORT`,
    edits: [[`infra/k8s/base/${name}.yaml`, replaced(METRICS_ENV, '')]],
    expected: [
      `infra/k8s/overlays/prod: Deployment/${name}: container "${name}": set METRICS_PORT`,
    ],
  })),
  {
    name: 'metrics that listen on 127.0.0.1',
    edits: [
      [
        EMAIL_WORKER,
        replaced('{ name: METRICS_HOST, value: 0.0.0.0 }', '{ name: LOG_LEVEL, value: info }'),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: Deployment/notification-worker: container "notification-worker": set METRICS_HOST=0.0.0.0',
    ],
  },
  {
    name: 'a metrics port the container does not declare',
    edits: [[TRAVEL, replaced('            - { name: metrics, containerPort: 9464 }\n', '')]],
    expected: [
      'infra/k8s/overlays/prod: Deployment/travel: container "travel": declare its metrics port',
    ],
  },
  {
    name: 'a pod without the scrape annotations',
    edits: [[PDF_WORKER, replaced("        prometheus.io/scrape: 'true'\n", '')]],
    expected: [
      "infra/k8s/overlays/prod: Deployment/reporting-worker: the pod template needs the annotations prometheus.io/scrape: 'true'",
    ],
  },
  {
    name: 'no NetworkPolicy for the scrapes',
    edits: [[POLICIES, replaced(/---\n[^-]*name: metrics-from-monitoring[\s\S]*$/, '')]],
    expected: [
      'infra/k8s/overlays/prod: Deployment/gateway: no NetworkPolicy lets Prometheus reach its "metrics" port',
    ],
  },
  {
    name: 'metrics open to every pod',
    edits: [
      [
        POLICIES,
        replaced(
          /(name: metrics-from-monitoring[\s\S]*?)    - from:\n[\s\S]*?      ports:/,
          '$1    - ports:',
        ),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: Deployment/auth: NetworkPolicy/metrics-from-monitoring opens its metrics port to every source',
    ],
  },
];

const kubernetesCases: Case[] = [
  {
    name: 'a Deployment without readiness and liveness probes',
    edits: [
      [TRAVEL, (t) => withoutBlock('livenessProbe', 10)(withoutBlock('readinessProbe', 10)(t))],
    ],
    expected: [
      'infra/k8s/overlays/prod: Deployment/travel: container "travel" has no readinessProbe',
      'infra/k8s/overlays/prod: Deployment/travel: container "travel" has no livenessProbe',
    ],
  },
  {
    name: 'an HTTP liveness probe outside /health/live',
    edits: [
      [
        GATEWAY,
        replaced(
          'httpGet: { path: /health/live, port: http }\n            periodSeconds: 10',
          'httpGet: { path: /api/status, port: http }\n            periodSeconds: 10',
        ),
      ],
    ],
    expected: [
      'Deployment/gateway: container "gateway": the livenessProbe must ask /health/live (asks "/api/status")',
    ],
  },
  {
    name: 'a probe on a port the container does not declare',
    edits: [
      [
        GATEWAY,
        replaced(
          'httpGet: { path: /health/ready, port: http }',
          'httpGet: { path: /health/ready, port: web }',
        ),
      ],
    ],
    expected: ['Deployment/gateway: container "gateway": the startupProbe names port "web"'],
  },
  {
    name: 'a container without resource requests',
    edits: [[GATEWAY, replaced('requests: { cpu: 250m, memory: 256Mi }\n', '')]],
    expected: [
      'Deployment/gateway: container "gateway" has no resources.requests.cpu',
      'Deployment/gateway: container "gateway" has no resources.requests.memory',
    ],
  },
  {
    name: 'a Deployment without a termination grace period',
    edits: [[TRAVEL, withoutBlock('terminationGracePeriodSeconds', 6)]],
    expected: ['Deployment/travel: sets no terminationGracePeriodSeconds'],
  },
  {
    name: 'a grace period that the preStop pause uses up',
    edits: [
      [TRAVEL, replaced('terminationGracePeriodSeconds: 30', 'terminationGracePeriodSeconds: 12')],
    ],
    expected: [
      'Deployment/travel: terminationGracePeriodSeconds 12 leaves under 10 s to drain after the 5 s preStop pause',
    ],
  },
  {
    name: 'a pod that may run as root',
    edits: [[TRAVEL, replaced('        runAsNonRoot: true\n', '')]],
    expected: ['Deployment/travel: container "travel" may run as root'],
  },
  {
    name: 'a service that reaches Postgres with the shared URL',
    edits: [[TRAVEL, replaced('key: TRAVEL_DATABASE_URL }', 'key: DATABASE_URL }')]],
    expected: ['Deployment/travel: DATABASE_URL must come from the Secret key TRAVEL_DATABASE_URL'],
  },
  {
    name: 'a service that trusts no caller key',
    edits: [
      [
        TRAVEL,
        replaced(/ +- name: RPC_PUBLIC_KEYS\n\s+valueFrom:\n\s+secretKeyRef: \{[^}]+\}\n/, ''),
      ],
    ],
    expected: ['Deployment/travel: RPC_PUBLIC_KEYS must come from the Secret'],
  },
  {
    name: 'a caller without its signing key',
    edits: [
      [
        GATEWAY,
        replaced(
          / +- name: GATEWAY_RPC_PRIVATE_KEY\n\s+valueFrom:\n\s+secretKeyRef: \{[^}]+\}\n/,
          '',
        ),
      ],
    ],
    expected: ['Deployment/gateway: GATEWAY_RPC_PRIVATE_KEY must come from the Secret key'],
  },
  {
    name: 'a secret written as a literal value',
    edits: [
      [
        EMAIL_WORKER,
        replaced(
          /- name: RESET_TOKEN_SECRET\n\s+valueFrom:\n\s+secretKeyRef: \{[^}]+\}\n/,
          "- { name: RESET_TOKEN_SECRET, value: 'a-literal-secret-of-at-least-32-characters' }\n",
        ),
      ],
    ],
    expected: [
      'Deployment/notification-worker: container "notification-worker": RESET_TOKEN_SECRET is a secret',
    ],
  },
  {
    name: 'a database URL with a password in the ConfigMap',
    edits: [
      [
        'infra/k8s/base/config.yaml',
        (t) => `${t}  AUDIT_DB: postgres://app:hunter2@db:5432/audit\n`,
      ],
    ],
    expected: ['ConfigMap/schengen-tracker-config: AUDIT_DB holds a URL with a password'],
  },
  {
    name: 'a Secret object in the manifests',
    edits: [
      [
        'infra/k8s/base/secret.yaml',
        () =>
          'apiVersion: v1\nkind: Secret\nmetadata:\n  name: leaked\nstringData:\n  RESET_TOKEN_SECRET: x\n',
      ],
      [
        'infra/k8s/base/kustomization.yaml',
        replaced('  - config.yaml\n', '  - config.yaml\n  - secret.yaml\n'),
      ],
    ],
    expected: ['Secret/leaked: Secrets are referenced by name, never written in the manifests'],
  },
  {
    name: 'a worker without a HorizontalPodAutoscaler',
    edits: [[PDF_WORKER, replaced(/---\n(#.*\n)*apiVersion: autoscaling\/v2[\s\S]*$/, '')]],
    expected: [
      'infra/k8s/base: Deployment/reporting-worker: a worker needs a HorizontalPodAutoscaler',
    ],
  },
  {
    name: 'an autoscaled worker that also sets replicas',
    edits: [
      [
        EMAIL_WORKER,
        replaced('  revisionHistoryLimit: 5\n', '  replicas: 3\n  revisionHistoryLimit: 5\n'),
      ],
    ],
    expected: [
      'Deployment/notification-worker: is scaled by a HorizontalPodAutoscaler: leave spec.replicas out',
    ],
  },
  {
    name: 'a field of the wrong type (Kubernetes schema)',
    edits: [
      [
        TRAVEL,
        replaced('  revisionHistoryLimit: 5\n', "  replicas: 'two'\n  revisionHistoryLimit: 5\n"),
      ],
    ],
    expected: ['Deployment/travel: schema: /spec/replicas must be integer'],
  },
  {
    name: 'a required field missing (Kubernetes schema)',
    edits: [[TRAVEL, replaced('        - name: travel\n          image:', '        - image:')]],
    expected: [
      'Deployment/travel: schema: /spec/template/spec/containers/0 must have required property name',
    ],
  },
  {
    name: 'a misspelt field',
    edits: [[TRAVEL, replaced('          readinessProbe:', '          readinesProbe:')]],
    expected: [
      'infra/k8s/overlays/dev: Deployment/travel: unknown field "readinesProbe" in Container',
    ],
  },
  {
    name: 'a service left listening on 127.0.0.1',
    edits: [
      [TRAVEL, replaced('            - { name: TRAVEL_SERVICE_HOST, value: 0.0.0.0 }\n', '')],
    ],
    expected: ['Deployment/travel: container "travel": set TRAVEL_SERVICE_HOST=0.0.0.0'],
  },
  {
    name: 'a Service pointing at a port name the pods do not have',
    edits: [[TRAVEL, replaced('targetPort: rpc', 'targetPort: grpc')]],
    expected: ['Service/travel: targetPort "grpc" is not a port of the selected pods'],
  },
  {
    name: 'an overlay deploying :latest',
    edits: [
      [
        'infra/k8s/overlays/prod/kustomization.yaml',
        replaced(
          /(newName: registry.example.com\/schengen-tracker\/gateway\n\s+newTag:) 0\.1\.0/,
          '$1 latest',
        ),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: Deployment/gateway: container "gateway": image "registry.example.com/schengen-tracker/gateway:latest" needs a release tag',
    ],
  },
  {
    name: 'a kustomize feature the renderer does not know',
    edits: [
      [
        'infra/k8s/overlays/dev/kustomization.yaml',
        (t) => `${t}configMapGenerator:\n  - name: extra\n    literals: [A=1]\n`,
      ],
    ],
    expected: ['infra/k8s/overlays/dev: cannot render: ', 'configMapGenerator not supported'],
  },
  {
    name: 'a migrated service without a migration Job',
    edits: [['infra/k8s/base/migrations.yaml', replaced(/---\n# travel:[\s\S]*?(?=---)/, '')]],
    expected: ['no Job runs "node services/travel/dist/cli.js migrate"'],
  },
  {
    name: 'no default-deny NetworkPolicy',
    edits: [[POLICIES, replaced(/apiVersion[\s\S]*?name: default-deny-ingress[\s\S]*?---\n/, '')]],
    expected: ['infra/k8s/overlays/prod: no default-deny NetworkPolicy'],
  },
  {
    name: "a service's RPC port open to every pod",
    edits: [
      [
        POLICIES,
        replaced(
          /(name: travel-from-callers[\s\S]*?)    - from:\n(        - podSelector: .*\n)+      ports:/,
          '$1    - ports:',
        ),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: Service/travel: NetworkPolicy/travel-from-callers opens its pods to every source',
    ],
  },
  {
    name: 'a service that no NetworkPolicy lets a caller reach',
    edits: [[POLICIES, replaced(/---\n[^-]*name: billing-from-gateway[\s\S]*?(?=---)/, '')]],
    expected: [
      'infra/k8s/overlays/prod: Service/billing: no NetworkPolicy lets any caller reach its pods',
    ],
  },
  {
    name: 'a gateway that may start without its metrics token',
    edits: [
      [
        GATEWAY,
        replaced(
          'secretKeyRef: { name: schengen-tracker-secrets, key: METRICS_TOKEN }',
          'secretKeyRef: { name: schengen-tracker-secrets, key: METRICS_TOKEN, optional: true }',
        ),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: Deployment/gateway: container "gateway": METRICS_TOKEN must come from the Secret, not optional',
    ],
  },
  {
    name: 'a gateway behind an Ingress that trusts no proxy',
    edits: [['infra/k8s/overlays/prod/config.patch.yaml', replaced(/  TRUST_PROXY: .*\n/, '')]],
    expected: [
      'infra/k8s/overlays/prod: Deployment/gateway: an Ingress is in front of the gateway but TRUST_PROXY is not set',
    ],
  },
  {
    name: 'a process of the launcher without a Deployment',
    edits: [
      [
        'scripts/launcher/manifest.mjs',
        () => manifestSource([...EVERY_PROCESS, 'services/ghost'], ['auth']),
      ],
    ],
    expected: [
      'infra/k8s/overlays/prod: no Deployment "ghost": every process runs as a Deployment',
    ],
  },
];

/** The last stage of the Dockerfile (`runtime`, the default target) ends with USER then CMD. */
const LAST_USER = /USER 1000:1000\n(CMD [^\n]*\n)$/;

const dockerCases: Case[] = [
  {
    name: 'a single-stage Dockerfile',
    edits: [
      [
        DOCKERFILE,
        replaced(/FROM node:24-slim AS manifests[\s\S]*(?=FROM node:24-slim AS runtime\n)/, ''),
      ],
    ],
    expected: [`${DOCKERFILE}: must be multi-stage`],
  },
  {
    name: 'a base other than node:24 slim',
    edits: [[DOCKERFILE, replaced('FROM node:24-slim AS runtime\n', 'FROM node:24 AS runtime\n')]],
    expected: ['FROM node:24: every stage starts from node:24*-slim'],
  },
  {
    name: 'an older Node',
    edits: [[DOCKERFILE, replaced('FROM node:24-slim AS deps', 'FROM node:22-slim AS deps')]],
    expected: ['FROM node:22-slim: every stage starts from node:24*-slim'],
  },
  {
    name: 'a runtime stage without USER',
    edits: [[DOCKERFILE, replaced(LAST_USER, '$1')]],
    expected: [`${DOCKERFILE}: auth (target runtime): sets no USER`],
  },
  {
    name: 'a runtime stage running as root',
    edits: [[DOCKERFILE, replaced(LAST_USER, 'USER root\n$1')]],
    expected: ['auth (target runtime): USER root: must run as an unprivileged user'],
  },
  {
    name: 'dev dependencies in the image',
    edits: [[DOCKERFILE, replaced('RUN npm ci --omit=dev', 'RUN npm ci')]],
    expected: [
      `${DOCKERFILE}: auth (target runtime): no production-only install (npm ci --omit=dev)`,
      `${DOCKERFILE}: reporting-worker (target runtime-chromium): no production-only install`,
    ],
  },
  {
    name: 'an install that may stray from the lock file',
    edits: [[DOCKERFILE, replaced('RUN npm ci --no-audit', 'RUN npm install --no-audit')]],
    expected: [
      '"npm install --no-audit --no-fund --ignore-scripts": install with npm ci, which installs exactly package-lock.json\'s versions',
    ],
  },
  {
    name: "an install with dev dependencies in the image's own layers",
    edits: [[DOCKERFILE, replaced(LAST_USER, 'RUN npm ci\nUSER 1000:1000\n$1')]],
    expected: [
      'gateway (target runtime): "npm ci" in the image\'s own layers installs dev dependencies',
    ],
  },
  {
    name: 'an image that starts another process',
    edits: [
      [
        DOCKERFILE,
        replaced(LAST_USER, 'USER 1000:1000\nCMD ["node", "services/travel/dist/main.js"]\n'),
      ],
    ],
    expected: [
      `${DOCKERFILE}: auth (target runtime): does not start services/auth/dist/main.js with PROJECT=services/auth`,
    ],
  },
  {
    name: 'an image whose entry point is not its PROJECT',
    edits: [
      [
        DOCKERFILE,
        replaced(
          'ENV NODE_ENV=production PROCESS_MAIN=${PROJECT}/dist-server/main.js',
          'ENV NODE_ENV=production PROCESS_MAIN=${PROJECT}/dist/main.js',
        ),
      ],
    ],
    expected: [
      'frontend (target runtime-bundled): does not start frontend/dist-server/main.js with PROJECT=frontend',
    ],
  },
  {
    name: 'an image not built for its PROJECT',
    edits: [
      [
        DOCKERFILE,
        replaced(
          /RUN test -n "\$PROJECT"[^\n]*\n[^\n]*\n/,
          'RUN node infra/docker/assemble.mjs services/auth /runtime\n',
        ),
      ],
    ],
    expected: ['gateway (target runtime): no stage it is made of builds $PROJECT'],
  },
  {
    name: 'a process whose target is not a stage',
    edits: [[DOCKERFILE, replaced('AS runtime-chromium', 'AS runtime-pdf')]],
    expected: [
      'reporting-worker (target runtime-chromium): no stage "runtime-chromium" to run from',
    ],
  },
  {
    name: 'a secret baked into an image',
    edits: [
      [
        DOCKERFILE,
        replaced(
          'ENV NODE_ENV=production PROCESS_MAIN=${PROJECT}/dist-server/main.js',
          'ENV NODE_ENV=production UNSUBSCRIBE_SECRET=abc PROCESS_MAIN=${PROJECT}/dist-server/main.js',
        ),
      ],
    ],
    expected: ['ENV UNSUBSCRIBE_SECRET: secrets never go into an image'],
  },
  {
    name: 'a PDF worker image without Chromium',
    edits: [[DOCKERFILE, replaced(' chromium ', ' ')]],
    expected: [
      `${DOCKERFILE}: reporting-worker (target runtime-chromium): does not install chromium`,
    ],
  },
  {
    name: 'a .dockerignore that lets .env into the build context',
    edits: [['.dockerignore', replaced(/^\.env$/m, '')]],
    expected: ['.dockerignore: does not exclude .env'],
  },
];

describe('scripts/validate-deploy.mjs (Dockerfiles and Kubernetes)', () => {
  const fixtures = new Fixtures();
  const cases = [...kubernetesCases, ...metricsCases, ...dockerCases];
  let dirs: string[] = [];
  let control = '';
  let everyProcess = '';
  let results: Record<string, ValidationResult> = {};

  beforeAll(() => {
    control = fixtures.create();
    everyProcess = fixtures.create([
      [
        'scripts/launcher/manifest.mjs',
        () => manifestSource(EVERY_PROCESS, ['auth', 'notification', 'travel', 'billing']),
      ],
    ]);
    dirs = cases.map((c) => fixtures.create(c.edits));
    results = validateAll([control, everyProcess, ...dirs], 'docker,k8s');
  });
  afterAll(() => fixtures.cleanup());

  it('finds nothing wrong in an unchanged copy of the repository', () => {
    expect(messagesOf(results[control])).toEqual([]);
  });

  it('covers all eight processes of the product, the PDF worker with Chromium included', () => {
    expect(messagesOf(results[everyProcess])).toEqual([]);
    expect(results[everyProcess]?.processes).toHaveLength(8);
  });

  it('builds a new process from the one Dockerfile without a change to it', () => {
    // The ghost service of the launcher case: only its Deployment is missing.
    const ghost = cases.findIndex(
      (c) => c.name === 'a process of the launcher without a Deployment',
    );
    expect(messagesOf(results[dirs[ghost]!]).filter((m) => m.startsWith('infra/docker'))).toEqual(
      [],
    );
  });

  it.each(cases.map((c, i) => [c.name, i] as const))('reports %s', (_name, index) => {
    const { expected } = cases[index]!;
    const messages = messagesOf(results[dirs[index]!]);
    for (const part of expected) {
      expect(messages).toEqual(expect.arrayContaining([expect.stringContaining(part)]));
    }
  });
});

describe('the rendered overlays', () => {
  function render(overlay: string): Array<{
    kind: string;
    metadata: { name: string; namespace?: string };
    spec?: Record<string, unknown>;
  }> {
    const output = execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'scripts/validate-deploy.mjs'),
        '--render',
        path.join(repoRoot, overlay),
      ],
      { encoding: 'utf8' },
    );
    return JSON.parse(output) as ReturnType<typeof render>;
  }
  const find = (objects: ReturnType<typeof render>, kind: string, name: string) => {
    const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!object) throw new Error(`${kind}/${name} is not rendered`);
    return object;
  };

  it('runs production with two pods per service, release images and wider autoscaling, in its namespace', () => {
    const prod = render('infra/k8s/overlays/prod');
    const gateway = find(prod, 'Deployment', 'gateway');
    expect(gateway.metadata.namespace).toBe('schengen-tracker');
    expect(gateway.spec?.['replicas']).toBe(2);
    expect(JSON.stringify(gateway.spec)).toContain(
      '"image":"registry.example.com/schengen-tracker/gateway:0.1.0"',
    );
    expect(find(prod, 'HorizontalPodAutoscaler', 'reporting-worker').spec).toMatchObject({
      minReplicas: 2,
      maxReplicas: 10,
    });
    expect(find(prod, 'ConfigMap', 'schengen-tracker-config')).toMatchObject({
      data: { KAFKA_BROKERS: expect.stringContaining(':9092'), NODE_ENV: 'production' },
    });
    expect(find(prod, 'Deployment', 'notification-worker').spec?.['replicas']).toBeUndefined();
  });

  it('keeps the base where the dev overlay patches only a part', () => {
    const dev = render('infra/k8s/overlays/dev');
    expect(find(dev, 'HorizontalPodAutoscaler', 'notification-worker').spec).toMatchObject({
      minReplicas: 1,
      maxReplicas: 2,
    });
    expect(find(dev, 'ConfigMap', 'schengen-tracker-config')).toMatchObject({
      data: { PUBLIC_URL: 'http://localhost:8080', TRAVEL_SERVICE_HOST: 'travel' },
    });
    expect(JSON.stringify(find(dev, 'Deployment', 'travel').spec)).toContain(
      '"image":"schengen-tracker/travel:local"',
    );
  });
});

const VALIDATE = path.join(repoRoot, 'scripts/validate-deploy.mjs');

interface RenderedObject {
  kind: string;
  metadata?: { name?: string; namespace?: string };
}

/** `validate-deploy.mjs --render <dir>` with a renderer: its exit status and output. */
function renderWith(renderer: Renderer, dir: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(
    process.execPath,
    [VALIDATE, '--renderer', renderer, '--render', path.join(repoRoot, dir)],
    { cwd: repoRoot, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 },
  );
}

const KUSTOMIZATIONS = ['infra/k8s/base', 'infra/k8s/overlays/dev', 'infra/k8s/overlays/prod'];
/** kubectl 1.32 with kustomize 5.5 is in the project's machine image; elsewhere it may be absent. */
const kubectlRenders = renderWith('kubectl', 'infra/k8s/base').status === 0;

(kubectlRenders ? describe : describe.skip)('kubectl kustomize, where it is on PATH', () => {
  const fixtures = new Fixtures();
  afterAll(() => fixtures.cleanup());

  it.each(KUSTOMIZATIONS)('renders %s exactly as the built-in renderer does', (dir) => {
    const key = (o: RenderedObject) => `${o.kind}/${o.metadata?.namespace}/${o.metadata?.name}`;
    const sorted = (output: string) =>
      (JSON.parse(output) as RenderedObject[]).sort((a, b) => key(a).localeCompare(key(b)));
    const kubectl = renderWith('kubectl', dir);
    const builtin = renderWith('builtin', dir);
    expect(kubectl.status).toBe(0);
    expect(sorted(builtin.stdout)).toEqual(sorted(kubectl.stdout));
  });

  it('checks the repository, and reports what it cannot render', () => {
    const control = fixtures.create();
    const broken = fixtures.create([
      [
        'infra/k8s/overlays/dev/ghost.patch.yaml',
        () => 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ghost\n',
      ],
      [
        'infra/k8s/overlays/dev/kustomization.yaml',
        replaced('patches:\n', 'patches:\n  - path: ghost.patch.yaml\n'),
      ],
    ]);
    const results = validateAll([control, broken], 'k8s', { renderer: 'kubectl' });
    expect(results[control]?.renderer).toBe('kubectl');
    expect(messagesOf(results[control])).toEqual([]);
    expect(messagesOf(results[broken])).toEqual([
      expect.stringContaining('infra/k8s/overlays/dev: cannot render: '),
    ]);
  });
});

describe('without a kubectl that can render infra/k8s', () => {
  // A kubectl whose kustomize is Debian's (kubernetes-client 1.20 embeds kustomize 2).
  const bin = mkdtempSync(path.join(tmpdir(), 'deploy-checks-kubectl-'));
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` };
  beforeAll(() => {
    const fake = path.join(bin, 'kubectl');
    writeFileSync(fake, `#!/bin/sh\necho '{"kustomizeVersion": "v2.0.3"}'\n`);
    chmodSync(fake, 0o755);
  });
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  it('renders with infra/validate/kustomize.mjs and says why', () => {
    const run = spawnSync(process.execPath, [VALIDATE, '--only', 'k8s'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env,
    });
    expect(run.stdout).toContain(
      'Kubernetes rendered with infra/validate/kustomize.mjs (kubectl embeds kustomize v2.0.3, older than 5): no problem',
    );
    expect(run.status).toBe(0);
  });

  it('refuses --renderer kubectl with the reason', () => {
    const run = renderWith('kubectl', 'infra/k8s/base', env);
    expect(run.stderr).toContain(
      'cannot render with kubectl: kubectl embeds kustomize v2.0.3, older than 5',
    );
    expect(run.status).toBe(2);
  });
});
