/**
 * scripts/validate-deploy.mjs over the Dockerfiles and the Kubernetes manifests: the repository's
 * own files pass, and each rule fires on a copy of them with exactly one thing broken. All the
 * copies are checked in one run of the validator (beforeAll); each test reads its own result.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import {
  type Edit,
  Fixtures,
  launcherSource,
  messagesOf,
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
const AUTH_DOCKERFILE = 'infra/docker/auth.Dockerfile';
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
    name: 'a process of the launcher without a Deployment or a Dockerfile',
    edits: [
      ['scripts/start.mjs', () => launcherSource([...EVERY_PROCESS, 'services/ghost'], ['auth'])],
    ],
    expected: [
      'infra/k8s/overlays/prod: no Deployment "ghost": every process runs as a Deployment',
      'infra/docker/ghost.Dockerfile: missing',
    ],
  },
];

const dockerCases: Case[] = [
  {
    name: 'a single-stage Dockerfile',
    edits: [
      [
        AUTH_DOCKERFILE,
        replaced(/FROM node:24-slim AS manifests[\s\S]*(?=FROM node:24-slim AS runtime)/, ''),
      ],
    ],
    expected: [`${AUTH_DOCKERFILE}: must be multi-stage`],
  },
  {
    name: 'a base other than node:24 slim',
    edits: [[AUTH_DOCKERFILE, replaced('FROM node:24-slim AS runtime', 'FROM node:24 AS runtime')]],
    expected: ['FROM node:24: every stage starts from node:24*-slim'],
  },
  {
    name: 'an older Node',
    edits: [[AUTH_DOCKERFILE, replaced('FROM node:24-slim AS deps', 'FROM node:22-slim AS deps')]],
    expected: ['FROM node:22-slim: every stage starts from node:24*-slim'],
  },
  {
    name: 'a final stage without USER',
    edits: [[AUTH_DOCKERFILE, replaced(/^USER .*\n/m, '')]],
    expected: [`${AUTH_DOCKERFILE}: the final stage sets no USER`],
  },
  {
    name: 'a final stage running as root',
    edits: [[AUTH_DOCKERFILE, replaced(/^USER .*$/m, 'USER root')]],
    expected: ['USER root: the final stage must run as an unprivileged user'],
  },
  {
    name: 'dev dependencies in the image',
    edits: [[AUTH_DOCKERFILE, replaced('RUN npm ci --omit=dev', 'RUN npm ci')]],
    expected: [`${AUTH_DOCKERFILE}: no production-only install (npm ci --omit=dev)`],
  },
  {
    name: 'an install that may stray from the lock file',
    edits: [[AUTH_DOCKERFILE, replaced('RUN npm ci --no-audit', 'RUN npm install --no-audit')]],
    expected: [
      '"npm install --no-audit --no-fund --ignore-scripts": install with npm ci, which installs exactly package-lock.json\'s versions',
    ],
  },
  {
    name: 'an install with dev dependencies in the final stage',
    edits: [[AUTH_DOCKERFILE, replaced(/^USER /m, 'RUN npm ci\nUSER ')]],
    expected: ['"npm ci" in the final stage installs dev dependencies'],
  },
  {
    name: 'an image that starts another process',
    edits: [
      [AUTH_DOCKERFILE, replaced('services/auth/dist/main.js', 'services/travel/dist/main.js')],
    ],
    expected: [`${AUTH_DOCKERFILE}: the final stage does not start services/auth/dist/main.js`],
  },
  {
    name: 'a secret baked into an image',
    edits: [
      [
        AUTH_DOCKERFILE,
        replaced('ENV NODE_ENV=production', 'ENV NODE_ENV=production UNSUBSCRIBE_SECRET=abc'),
      ],
    ],
    expected: ['ENV UNSUBSCRIBE_SECRET: secrets never go into an image'],
  },
  {
    name: 'a PDF worker image without Chromium',
    edits: [
      ['scripts/start.mjs', () => launcherSource(EVERY_PROCESS, ['auth'])],
      ['infra/docker/reporting-worker.Dockerfile', replaced(' chromium ', ' ')],
    ],
    expected: [
      'infra/docker/reporting-worker.Dockerfile: the final stage does not install chromium',
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
  const cases = [...kubernetesCases, ...dockerCases];
  let dirs: string[] = [];
  let control = '';
  let everyProcess = '';
  let results: Record<string, ValidationResult> = {};

  beforeAll(() => {
    control = fixtures.create();
    everyProcess = fixtures.create([
      [
        'scripts/start.mjs',
        () => launcherSource(EVERY_PROCESS, ['auth', 'notification', 'travel', 'billing']),
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
