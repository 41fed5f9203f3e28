/**
 * docker-compose.yml through scripts/validate-deploy.mjs: Debian's `docker-compose config` accepts
 * the repository's file, refuses it without its secrets, and the stack's rules fire on a copy of
 * the file with one thing broken. (`node scripts/validate-deploy.mjs` installs docker-compose as
 * root when it is missing; `npm test` runs it before jest.)
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  type Edit,
  Fixtures,
  METRICS_PROCESSES,
  messagesOf,
  repoRoot,
  replaced,
  validateAll,
  type ValidationResult,
} from './support/deploy-fixture';

const COMPOSE = 'docker-compose.yml';

/** Deletes one service (its name line and its indented body) from the compose file. */
function withoutService(name: string): (text: string) => string {
  return replaced(new RegExp(`\\n  ${name}:\\n(    .*\\n|\\n)*?(?=  [a-z])`), '\n');
}

/** `edit` applied to the body of one service of the compose file only. */
function inService(name: string, edit: (body: string) => string): (text: string) => string {
  return (text) => {
    const body = new RegExp(`\\n  ${name}:\\n(    .*\\n|\\n)*?(?=(  )?\\S)`).exec(text);
    if (!body) throw new Error(`fixture edit: no service ${name}`);
    const end = body.index + body[0].length;
    return text.slice(0, body.index) + edit(body[0]) + text.slice(end);
  };
}

const cases: Array<{ name: string; edits: Edit[]; expected: string }> = [
  ...METRICS_PROCESSES.map((name) => ({
    name: `${name} without its METRICS_PORT`,
    edits: [[COMPOSE, inService(name, replaced(', *metrics]', ']'))] as Edit],
    expected: `${name}: set METRICS_PORT`,
  })),
  {
    name: 'a metrics port not exposed',
    edits: [[COMPOSE, inService('billing', replaced("    expose: ['9464']\n", ''))]],
    expected: "billing: expose its metrics port (expose: ['9464'])",
  },
  {
    name: 'a process built for another PROJECT',
    edits: [
      [
        COMPOSE,
        replaced(
          'build: { <<: *build, args: { PROJECT: gateway }, target: runtime }',
          'build: { <<: *build, args: { PROJECT: services/auth }, target: runtime }',
        ),
      ],
    ],
    expected: 'gateway: build.args.PROJECT must be gateway (is services/auth)',
  },
  {
    name: 'the PDF worker built without Chromium',
    edits: [[COMPOSE, replaced('target: runtime-chromium', 'target: runtime')]],
    expected: 'reporting-worker: build.target must be runtime-chromium (is runtime)',
  },
  {
    name: 'a process built from another Dockerfile',
    edits: [
      [
        COMPOSE,
        replaced(
          'build: { <<: *build, args: { PROJECT: services/travel }, target: runtime }\n    image: schengen-tracker/travel:${TAG:-local}\n    environment:',
          'build: { <<: *build, dockerfile: infra/docker/travel.Dockerfile, args: { PROJECT: services/travel }, target: runtime }\n    image: schengen-tracker/travel:${TAG:-local}\n    environment:',
        ),
      ],
    ],
    expected:
      'travel: build.dockerfile must be infra/docker/Dockerfile (is infra/docker/travel.Dockerfile)',
  },
  {
    name: 'a Redis that evicts keys',
    edits: [[COMPOSE, replaced('      - noeviction\n', '      - allkeys-lru\n')]],
    expected: 'redis: Redis must run with --maxmemory-policy noeviction',
  },
  {
    name: 'a Redis without a password',
    edits: [
      [
        COMPOSE,
        replaced(
          '      - --requirepass\n      - ${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}\n',
          '',
        ),
      ],
    ],
    expected: 'redis: Redis must run with --requirepass',
  },
  {
    name: 'a service on the edge network',
    edits: [
      [
        COMPOSE,
        replaced(
          /networks: \[internal\](?=\n {4}healthcheck:\n {6}test: \[[^\n]*'4001')/,
          'networks: [edge, internal]',
        ),
      ],
    ],
    expected: 'auth: only the gateway and its web server are on the edge network',
  },
  {
    name: 'an internal network with a route out',
    edits: [[COMPOSE, replaced('  internal:\n    internal: true\n', '  internal:\n')]],
    expected: 'networks: define `internal` with `internal: true`',
  },
  {
    name: 'a store that publishes its port',
    edits: [
      [
        COMPOSE,
        replaced(
          "    networks: [internal]\n    volumes: ['redis-data:/data']",
          "    networks: [internal]\n    ports: ['127.0.0.1:6379:6379']\n    volumes: ['redis-data:/data']",
        ),
      ],
    ],
    expected: 'redis: publishes a port: only the gateway is reached from outside',
  },
  {
    name: 'a service that logs in to Postgres as the superuser',
    edits: [
      [
        COMPOSE,
        replaced(
          'postgres://schengen_travel:${TRAVEL_DATABASE_PASSWORD',
          'postgres://postgres:${TRAVEL_DATABASE_PASSWORD',
        ),
      ],
    ],
    expected: "travel: DATABASE_URL must log in as the service's own role",
  },
  {
    name: 'a service that trusts no caller key',
    edits: [
      [
        COMPOSE,
        replaced(
          '  RPC_PUBLIC_KEYS: ${RPC_PUBLIC_KEYS:?set RPC_PUBLIC_KEYS in .env (node scripts/rpc-keys.mjs)}\n',
          '',
        ),
      ],
    ],
    expected: 'travel: set RPC_PUBLIC_KEYS from a variable',
  },
  {
    name: 'a caller without its signing key',
    edits: [[COMPOSE, replaced(/\n {6}REPORTING_WORKER_RPC_PRIVATE_KEY: [^\n]*/, '')]],
    expected: 'reporting-worker: set REPORTING_WORKER_RPC_PRIVATE_KEY from a variable',
  },
  {
    name: 'a gateway without the session secret',
    edits: [[COMPOSE, replaced(/\n {6}SESSION_SECRET: [^\n]*\n(?= {6}GATEWAY_RPC)/, '\n')]],
    expected: 'gateway: set SESSION_SECRET from a required variable',
  },
  {
    name: 'a Kafka that is not in KRaft mode',
    edits: [
      [COMPOSE, replaced('KAFKA_PROCESS_ROLES: broker,controller', 'KAFKA_PROCESS_ROLES: broker')],
    ],
    expected: 'kafka: Kafka must run in KRaft mode',
  },
  {
    name: 'a Kafka that keeps its log inside the container',
    edits: [[COMPOSE, replaced('      KAFKA_LOG_DIRS: /var/lib/kafka/data\n', '')]],
    expected:
      'kafka: set KAFKA_LOG_DIRS to the directory of its volume (without it the data goes to /tmp/kafka-logs',
  },
  {
    name: 'a Kafka log directory beside its volume',
    edits: [
      [
        COMPOSE,
        replaced('KAFKA_LOG_DIRS: /var/lib/kafka/data', 'KAFKA_LOG_DIRS: /tmp/kraft-combined-logs'),
      ],
    ],
    expected:
      'kafka: its data directory /tmp/kraft-combined-logs (KAFKA_LOG_DIRS) is not on a volume',
  },
  {
    name: 'a Kafka volume its user cannot write',
    edits: [
      [
        COMPOSE,
        replaced("['kafka-data:/var/lib/kafka/data']", "['./kafka-data:/var/lib/kafka/data']"),
      ],
    ],
    expected: 'kafka: /var/lib/kafka/data is a bind mount, which appuser (uid 1000) cannot write',
  },
  {
    name: 'a Postgres without a volume for its data',
    edits: [[COMPOSE, replaced("    volumes: ['postgres-data:/var/lib/postgresql/data']\n", '')]],
    expected:
      'postgres: its data directory /var/lib/postgresql/data (the default of PGDATA) is not on a volume',
  },
  {
    name: 'a Redis writing its AOF outside its volume',
    edits: [
      [
        COMPOSE,
        replaced(
          "      - --appendonly\n      - 'yes'\n",
          "      - --appendonly\n      - 'yes'\n      - --dir\n      - /var/lib/redis\n",
        ),
      ],
    ],
    expected: 'redis: its data directory /var/lib/redis (--dir) is not on a volume',
  },
  {
    name: 'a secret written into the file',
    edits: [
      [
        COMPOSE,
        replaced(
          /UNSUBSCRIBE_SECRET: \$\{[^}]+\}/,
          'UNSUBSCRIBE_SECRET: a-literal-secret-of-at-least-32-characters',
        ),
      ],
    ],
    expected: 'auth: UNSUBSCRIBE_SECRET is written in the file',
  },
  {
    name: 'a database password written into the file',
    edits: [
      [
        COMPOSE,
        replaced(
          'schengen_travel:${TRAVEL_DATABASE_PASSWORD:?set TRAVEL_DATABASE_PASSWORD in .env}@postgres',
          'schengen_travel:hunter2@postgres',
        ),
      ],
    ],
    expected: 'travel: DATABASE_URL is written in the file',
  },
  {
    name: 'a process missing from the stack',
    edits: [[COMPOSE, withoutService('notification-worker')]],
    expected:
      'no service "notification-worker": every process of the manifest (scripts/launcher/manifest.mjs) runs in the stack',
  },
  {
    name: 'a service left listening on 127.0.0.1',
    edits: [[COMPOSE, replaced('      TRAVEL_SERVICE_HOST: 0.0.0.0\n', '')]],
    expected: 'travel: set TRAVEL_SERVICE_HOST: 0.0.0.0',
  },
  {
    name: 'a service that may start before its migrations',
    edits: [
      [
        COMPOSE,
        replaced(
          'travel-migrate: { condition: service_completed_successfully }',
          'travel-migrate: { condition: service_started }',
        ),
      ],
    ],
    expected: 'travel must depend on travel-migrate with condition service_completed_successfully',
  },
  {
    name: 'a gateway without its metrics token',
    edits: [[COMPOSE, replaced(/      METRICS_TOKEN: .*\n/, '')]],
    expected: 'gateway: set METRICS_TOKEN from a required variable',
  },
  {
    name: 'an option Compose does not know',
    edits: [[COMPOSE, replaced('  travel:\n', '  travel:\n    restart_policy: always\n')]],
    expected: "Unsupported config option for services.travel: 'restart_policy'",
  },
];

describe('docker-compose.yml', () => {
  const fixtures = new Fixtures();
  let control = '';
  let dirs: string[] = [];
  let results: Record<string, ValidationResult> = {};

  beforeAll(() => {
    control = fixtures.create();
    dirs = cases.map((c) => fixtures.create(c.edits));
    results = validateAll([control, ...dirs], 'compose');
  });
  afterAll(() => fixtures.cleanup());

  it('passes `docker-compose config` and the stack rules as it is', () => {
    expect(messagesOf(results[control])).toEqual([]);
  });

  /** `docker-compose config` of the repository's file with only `variables` in its .env. */
  function configWith(name: string, variables: string[]) {
    const compose = (process.env['DOCKER_COMPOSE'] ?? 'docker-compose').split(' ');
    // A .env of its own, so that the machine's own .env cannot fill the secrets in.
    const envFile = path.join(control, name);
    writeFileSync(
      envFile,
      variables.map((v) => `${v}=a-value-of-at-least-32-characters-long`).join('\n'),
    );
    return spawnSync(
      compose[0]!,
      [...compose.slice(1), '--env-file', envFile, '-f', path.join(repoRoot, COMPOSE), 'config'],
      {
        cwd: repoRoot,
        env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
        encoding: 'utf8',
      },
    );
  }

  it('refuses to start without the database password and the signing secrets', () => {
    const result = configWith('empty.env', []);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /set (POSTGRES_PASSWORD|RESET_TOKEN_SECRET|UNSUBSCRIBE_SECRET|MFA_ENCRYPTION_KEY)/,
    );
  });

  it('refuses to start without the metrics token, the other secrets given', () => {
    const result = configWith('no-metrics-token.env', [
      'POSTGRES_PASSWORD',
      'RESET_TOKEN_SECRET',
      'UNSUBSCRIBE_SECRET',
      'MFA_ENCRYPTION_KEY',
      'SESSION_SECRET',
      'REDIS_PASSWORD',
      'RPC_PUBLIC_KEYS',
      ...['AUTH', 'NOTIFICATION', 'TRAVEL', 'BILLING', 'REPORTING'].map(
        (service) => `${service}_DATABASE_PASSWORD`,
      ),
      ...['GATEWAY', 'NOTIFICATION', 'NOTIFICATION_WORKER', 'REPORTING', 'REPORTING_WORKER'].map(
        (caller) => `${caller}_RPC_PRIVATE_KEY`,
      ),
    ]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/set METRICS_TOKEN in \.env/);
  });

  it.each(cases.map((c, i) => [c.name, i] as const))('reports %s', (_name, index) => {
    expect(messagesOf(results[dirs[index]!])).toEqual(
      expect.arrayContaining([expect.stringContaining(cases[index]!.expected)]),
    );
  });
});
