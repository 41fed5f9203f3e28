// Checks of docker-compose.yml: Debian's `docker-compose config` (the Compose file schema,
// interpolation, anchors) on the file, then the project's rules on what it resolves to: the
// infrastructure the product needs (Postgres, Redis with AOF and noeviction, Kafka in KRaft mode,
// a mail catcher), the data of each stateful service on a volume, every process from the one
// Dockerfile (its PROJECT and target) with a healthcheck and a stop grace period, migrations
// before the services, and no secret written into the file.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse } from 'yaml';

import { DOCKERFILE, imageTarget } from './dockerfile-rules.mjs';
import { bindVariable } from './k8s-rules.mjs';
import { METRICS_HOST, METRICS_PORT, SECRET_NAME, URL_WITH_CREDENTIALS } from './processes.mjs';

/** The marker a secret variable resolves to while validating (what the rules look for). */
export const placeholder = (name) => `validate-deploy-${name.toLowerCase()}`;

/**
 * The compose command: $DOCKER_COMPOSE (e.g. "docker compose"), else Debian's docker-compose,
 * installed with apt when missing and this runs as root with apt (as scripts/ensure-chromium.mjs).
 */
export function ensureDockerCompose({ install = true } = {}) {
  if (process.env.DOCKER_COMPOSE) return process.env.DOCKER_COMPOSE.split(' ');
  const works = () => spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
  if (works()) return ['docker-compose'];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = !spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).error;
  if (!install || !isRoot || !hasApt) {
    throw new Error(
      'docker-compose is needed to check docker-compose.yml: install it (apt-get install --no-install-recommends docker-compose) or set DOCKER_COMPOSE="docker compose".',
    );
  }
  console.error(
    '[validate-deploy] installing Debian docker-compose to check docker-compose.yml (once per machine)…',
  );
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'docker-compose'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!works())
    throw new Error('apt-get installed docker-compose but `docker-compose version` fails');
  return ['docker-compose'];
}

/** Variables the file interpolates that are secret or required (`${NAME:?…}`). */
export function secretVariables(raw) {
  const names = new Set();
  for (const [, name, operator] of raw.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?])?/g)) {
    if (SECRET_NAME.test(name) || operator?.endsWith('?')) names.add(name);
  }
  return [...names].sort();
}

/**
 * Runs `<compose> -f <file> config` with only PATH and a placeholder for each secret variable
 * (no .env of the machine), and resolves with the configuration or the command's complaint.
 */
export async function composeConfig(compose, file, raw) {
  const dir = mkdtempSync(path.join(tmpdir(), 'validate-deploy-'));
  try {
    const envFile = path.join(dir, 'empty.env');
    writeFileSync(envFile, '');
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    for (const name of secretVariables(raw)) env[name] = placeholder(name);
    const [command, ...prefix] = compose;
    const args = [...prefix, '--env-file', envFile, '-f', file, 'config'];
    return await new Promise((resolve) => {
      execFile(command, args, { cwd: path.dirname(file), env }, (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') resolve({ error: error.message });
        else if (error) resolve({ error: (stderr || stdout).trim() });
        else resolve({ config: parse(stdout) });
      });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => {
      const at = entry.indexOf('=');
      return at === -1 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

const commandOf = (value) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));

/**
 * Where each stateful image keeps its data, and the setting that moves it: `env` (a variable,
 * comma-separated directories) or `flag` (an option of the command). `fallback` is where the data
 * goes when the setting is absent; `required` when that place is not one to keep (apache/kafka
 * ignores its own configuration as soon as any KAFKA_* variable is set, and Kafka's built-in
 * log.dirs is /tmp/kafka-logs). `imageUser`: the image runs as this unprivileged user from the
 * start, so the directory must be a named volume, which Docker creates with the ownership the
 * image gives the directory (a bind mount keeps the host's, which that user cannot write).
 */
export const DATA_DIRECTORIES = [
  { image: /^postgres:/, env: 'PGDATA', fallback: '/var/lib/postgresql/data' },
  { image: /^redis:/, flag: '--dir', fallback: '/data' },
  {
    image: /^apache\/kafka(-native)?:/,
    env: 'KAFKA_LOG_DIRS',
    fallback: '/tmp/kafka-logs',
    required: true,
    imageUser: 'appuser (uid 1000)',
  },
];

/** A service's mounts, from the short ('src:target[:mode]') or the long syntax. */
function mountsOf(service) {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') {
      return {
        type: volume.type ?? 'volume',
        source: volume.source ?? null,
        target: volume.target,
      };
    }
    const [source, target] = volume.split(':');
    if (target === undefined) return { type: 'volume', source: null, target: source };
    return { type: /^[./~]/.test(source) ? 'bind' : 'volume', source, target };
  });
}

const isUnder = (dir, mount) => dir === mount || dir.startsWith(`${mount.replace(/\/+$/, '')}/`);

/** Each stateful service's data directory lies on one of its volumes (see DATA_DIRECTORIES). */
function checkDataDirectories(services, problem) {
  for (const [name, service] of Object.entries(services)) {
    const kind = DATA_DIRECTORIES.find((entry) => entry.image.test(service.image ?? ''));
    // A one-shot job from the store's image (the Postgres roles) keeps no data.
    if (!kind || service.restart === 'no') continue;
    const setting = kind.env ?? kind.flag;
    let value;
    if (kind.env) value = environmentOf(service)[kind.env];
    else {
      const words = commandOf(service.command).split(/\s+/);
      const at = words.indexOf(kind.flag);
      value = at >= 0 ? words[at + 1] : undefined;
    }
    if ((value === undefined || value === null || value === '') && kind.required) {
      problem(
        `${name}: set ${setting} to the directory of its volume (without it the data goes to ${kind.fallback}, inside the container)`,
      );
      continue;
    }
    const dirs = value ? String(value).split(',') : [kind.fallback];
    const mounts = mountsOf(service);
    for (const dir of dirs.map((d) => d.trim()).filter(Boolean)) {
      const mount = mounts.find((m) => isUnder(dir, m.target));
      if (!mount || mount.type === 'tmpfs') {
        problem(
          `${name}: its data directory ${dir} (${value ? setting : `the default of ${setting}`}) is not on a volume: the data would be lost with the container`,
        );
      } else if (kind.imageUser && mount.type === 'bind') {
        problem(
          `${name}: ${dir} is a bind mount, which ${kind.imageUser} cannot write: use a named volume (Docker gives it the image's ownership of the directory)`,
        );
      }
    }
  }
}

/**
 * A process's image comes from the one Dockerfile, built for its folder (PROJECT) and from the
 * stage its kind runs from (imageTarget: Chromium for the PDF worker, no node_modules for the web
 * server).
 */
function checkBuild(app, build, root, problem) {
  if (build?.dockerfile !== DOCKERFILE) {
    problem(`${app.name}: build.dockerfile must be ${DOCKERFILE} (is ${build?.dockerfile})`);
  } else if (!existsSync(path.join(root, DOCKERFILE))) {
    problem(`${app.name}: ${DOCKERFILE} does not exist`);
  }
  const project = build?.args?.PROJECT;
  if (project !== app.project) {
    problem(`${app.name}: build.args.PROJECT must be ${app.project} (is ${project})`);
  }
  const target = imageTarget(app);
  if (build?.target !== target) {
    problem(`${app.name}: build.target must be ${target} (is ${build?.target})`);
  }
}

/** The project's rules over the resolved compose configuration. */
export function checkComposeConfig(config, { file, root, processes, migrated }) {
  const problems = [];
  const problem = (message) => problems.push({ area: 'compose', file, message });
  const services = config.services ?? {};
  const find = (test) => Object.entries(services).find(([name, service]) => test(name, service));

  if (!find((_, s) => /^postgres:/.test(s.image ?? '')))
    problem('no Postgres service (image postgres:<version>)');
  const redis = find((_, s) => /^redis:/.test(s.image ?? '') && s.restart !== 'no');
  if (!redis) {
    problem('no Redis service (image redis:<version>)');
  } else {
    const command = commandOf(redis[1].command);
    if (!/--appendonly\s+yes/.test(command))
      problem(`${redis[0]}: Redis must run with --appendonly yes (AOF)`);
    if (!/--maxmemory-policy\s+noeviction/.test(command)) {
      problem(
        `${redis[0]}: Redis must run with --maxmemory-policy noeviction (BullMQ loses jobs otherwise)`,
      );
    }
    if (!/--requirepass\s+validate-deploy-/.test(command)) {
      problem(
        `${redis[0]}: Redis must run with --requirepass \${REDIS_PASSWORD:?…} (anyone on its network reads and writes sessions otherwise)`,
      );
    }
  }
  const kafka = find((_, s) => /kafka/.test(s.image ?? ''));
  if (!kafka) {
    problem('no Kafka service');
  } else {
    const roles = String(environmentOf(kafka[1]).KAFKA_PROCESS_ROLES ?? '');
    if (!roles.includes('controller') || !roles.includes('broker')) {
      problem(`${kafka[0]}: Kafka must run in KRaft mode (KAFKA_PROCESS_ROLES: broker,controller)`);
    }
  }
  checkDataDirectories(services, problem);
  if (find((name, s) => /zookeeper/.test(`${name} ${s.image ?? ''}`)))
    problem('ZooKeeper is not needed: Kafka runs in KRaft mode');
  if (!find((_, s) => /maildev|mailpit|mailhog|smtp4dev/.test(s.image ?? '')))
    problem('no mail catcher service');

  for (const app of processes) {
    const service = services[app.name];
    if (!service) {
      problem(
        `no service "${app.name}": every process of the manifest (scripts/launcher/manifest.mjs) runs in the stack`,
      );
      continue;
    }
    checkBuild(app, service.build, root, problem);
    if (!service.healthcheck?.test) problem(`${app.name}: no healthcheck`);
    const variable = bindVariable(app.name);
    if (!app.name.endsWith('-worker') && String(environmentOf(service)[variable]) !== '0.0.0.0') {
      problem(`${app.name}: set ${variable}: 0.0.0.0 (it listens on 127.0.0.1 otherwise)`);
    }
    if (!service.stop_grace_period)
      problem(`${app.name}: no stop_grace_period (time to drain on stop)`);
    if (app.servesMetrics) checkMetrics(app.name, service, problem);
  }
  // GET /metrics needs its token in production (docs/security.md, "Gateway").
  const gateway = services.gateway;
  if (gateway && !/validate-deploy-/.test(String(environmentOf(gateway).METRICS_TOKEN ?? ''))) {
    problem(
      'gateway: set METRICS_TOKEN from a required variable (METRICS_TOKEN: ${METRICS_TOKEN:?…}): in production the gateway refuses to start without it',
    );
  }
  checkNetworks(services, config.networks ?? {}, problem);
  checkCallerSecrets(services, { processes, migrated }, problem);
  for (const name of migrated) {
    const job = Object.entries(services).find(([, s]) =>
      commandOf(s.command).includes(`services/${name}/dist/cli.js migrate`),
    );
    if (!job) {
      problem(`no one-shot service runs "node services/${name}/dist/cli.js migrate"`);
      continue;
    }
    if (job[1].restart && job[1].restart !== 'no')
      problem(`${job[0]}: a one-shot job must not restart`);
    const condition = services[name]?.depends_on?.[job[0]]?.condition;
    if (services[name] && condition !== 'service_completed_successfully') {
      problem(`${name} must depend on ${job[0]} with condition service_completed_successfully`);
    }
  }
  for (const [name, service] of Object.entries(services)) {
    for (const [key, value] of Object.entries(environmentOf(service))) {
      if (value === null || value === undefined) continue; // passed through from the environment
      const text = String(value);
      const fromVariable = /validate-deploy-/.test(text);
      if (
        SECRET_NAME.test(key) &&
        !fromVariable &&
        (!/_URL$/.test(key) || URL_WITH_CREDENTIALS.test(text))
      ) {
        problem(
          `${name}: ${key} is written in the file: take it from a variable (\${${key}:?…}) set in .env`,
        );
      } else if (!SECRET_NAME.test(key) && URL_WITH_CREDENTIALS.test(text) && !fromVariable) {
        problem(`${name}: ${key} holds a URL with a password written in the file`);
      }
    }
  }
  return problems;
}

/**
 * Prometheus (on the internal network) scrapes every process that serves metrics: it sets
 * METRICS_PORT, listens on every address (METRICS_HOST: 0.0.0.0) and exposes that port to the
 * network (`expose`, never published: checkNetworks).
 */
function checkMetrics(name, service, problem) {
  const env = environmentOf(service);
  const port = env[METRICS_PORT];
  if (port === undefined || port === null || port === '') {
    problem(
      `${name}: set ${METRICS_PORT} (its GET /metrics; without it Prometheus scrapes nothing)`,
    );
    return;
  }
  if (String(env[METRICS_HOST]) !== '0.0.0.0') {
    problem(`${name}: set ${METRICS_HOST}: 0.0.0.0 (its metrics listen on 127.0.0.1 otherwise)`);
  }
  const exposed = (service.expose ?? []).map((entry) => String(entry).split('/')[0]);
  if (!exposed.includes(String(port))) {
    problem(`${name}: expose its metrics port (expose: ['${port}']) to the internal network`);
  }
}

/** A service's networks, from the list or the map syntax. */
function networksOf(service) {
  const networks = service.networks ?? [];
  return Array.isArray(networks) ? networks : Object.keys(networks);
}

/**
 * Who can reach what (docs/security.md): an `internal` network (`internal: true`) holds every
 * service, worker and store; only the gateway, its web server and the mail catcher's page are on
 * the edge; nothing but the gateway and the mail catcher publishes a port.
 */
function checkNetworks(services, networks, problem) {
  if (networks.internal?.internal !== true) {
    problem('networks: define `internal` with `internal: true` (the services and the stores)');
  }
  const edgeAllowed = new Set(['gateway', 'frontend']);
  for (const [name, service] of Object.entries(services)) {
    const joined = networksOf(service);
    const isMail = /maildev|mailpit|mailhog|smtp4dev/.test(service.image ?? '');
    if (joined.length === 0) {
      problem(`${name}: name its networks (internal, or edge for the gateway and its web server)`);
      continue;
    }
    if (joined.includes('edge') && !edgeAllowed.has(name) && !isMail) {
      problem(`${name}: only the gateway and its web server are on the edge network`);
    }
    if (name !== 'frontend' && !joined.includes('internal')) {
      problem(`${name}: join the internal network`);
    }
    if ((service.ports ?? []).length > 0 && name !== 'gateway' && !isMail) {
      problem(`${name}: publishes a port: only the gateway is reached from outside`);
    }
  }
}

/**
 * The secrets of the RPC assertions and of the stores (docs/security.md): each service trusts
 * RPC_PUBLIC_KEYS, each calling process has its own private key, the gateway seals sessions with
 * SESSION_SECRET, Redis is reached with its password and each migrated service logs in to
 * Postgres as a role of its own (not the superuser, not another service's), all from variables.
 */
function checkCallerSecrets(services, { processes, migrated }, problem) {
  const fromVariable = (value) => /validate-deploy-/.test(String(value ?? ''));
  const roles = new Map();
  for (const app of processes) {
    const service = services[app.name];
    if (!service) continue;
    const env = environmentOf(service);
    if (migrated.includes(app.name)) {
      if (!fromVariable(env.RPC_PUBLIC_KEYS)) {
        problem(`${app.name}: set RPC_PUBLIC_KEYS from a variable (\${RPC_PUBLIC_KEYS:?…})`);
      }
      const user = /^postgres(?:ql)?:\/\/([^:@/]*)/.exec(String(env.DATABASE_URL ?? ''))?.[1];
      if (!user || user === 'postgres') {
        problem(
          `${app.name}: DATABASE_URL must log in as the service's own role (schengen_${app.name}), not the superuser`,
        );
      } else if (roles.has(user)) {
        problem(`${app.name}: DATABASE_URL logs in as ${user}, the role of ${roles.get(user)}`);
      } else {
        roles.set(user, app.name);
      }
    }
    if (app.signsRpc) {
      const variable = `${app.name.toUpperCase().replaceAll('-', '_')}_RPC_PRIVATE_KEY`;
      if (!fromVariable(env[variable])) {
        problem(`${app.name}: set ${variable} from a variable (\${${variable}:?…})`);
      }
    }
    if (env.REDIS_URL !== undefined && !/validate-deploy-/.test(String(env.REDIS_URL))) {
      problem(
        `${app.name}: REDIS_URL must carry the password (redis://:\${REDIS_PASSWORD}@redis:6379)`,
      );
    }
  }
  const gateway = services.gateway;
  if (gateway && !fromVariable(environmentOf(gateway).SESSION_SECRET)) {
    problem('gateway: set SESSION_SECRET from a required variable (\${SESSION_SECRET:?…})');
  }
}
