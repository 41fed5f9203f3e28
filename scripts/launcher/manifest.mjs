// The one description of the product's processes (docs/adr/0027-one-process-manifest.md): what
// each is, what it runs, where it listens, what it needs and how to tell that it is ready. The
// launcher (`npm start`), every test stack, the fault suite, the benchmarks (all through
// startStack, stack.mjs) and the deployment validation (infra/validate/processes.mjs) read it;
// nothing else lists the processes. Plain data without imports, so that the validation can read a
// copy of it anywhere. Types: manifest.d.mts.
//
// Adding a service: one entry here (in dependency order: what it calls comes before it) and its
// folder; the deployment validation then asks for its Docker build, compose service and
// Kubernetes Deployment.

/** The variable every process serves its Prometheus metrics on when set (startStack sets it). */
export const METRICS_PORT_VARIABLE = 'METRICS_PORT';

/** @type {readonly import('./manifest.d.mts').ProcessEntry[]} */
export const PROCESSES = [
  {
    name: 'auth',
    project: 'services/auth',
    script: 'services/auth/dist/main.js',
    cli: 'services/auth/dist/cli.js',
    kind: 'service',
    port: { variable: 'AUTH_SERVICE_PORT', protocol: 'rpc' },
    needs: { schema: 'auth', redis: true },
    calls: [],
    readiness: { probe: 'rpc', pattern: 'auth.health.check' },
  },
  {
    name: 'travel',
    project: 'services/travel',
    script: 'services/travel/dist/main.js',
    cli: 'services/travel/dist/cli.js',
    kind: 'service',
    port: { variable: 'TRAVEL_SERVICE_PORT', protocol: 'rpc' },
    needs: { schema: 'travel', redis: true },
    calls: [],
    readiness: { probe: 'rpc', pattern: 'travel.health.check' },
  },
  {
    name: 'billing',
    project: 'services/billing',
    script: 'services/billing/dist/main.js',
    cli: 'services/billing/dist/cli.js',
    kind: 'service',
    port: { variable: 'BILLING_SERVICE_PORT', protocol: 'rpc' },
    needs: { schema: 'billing', redis: true },
    calls: [],
    readiness: { probe: 'rpc', pattern: 'billing.health.check' },
  },
  {
    name: 'notification',
    project: 'services/notification',
    script: 'services/notification/dist/main.js',
    cli: 'services/notification/dist/cli.js',
    kind: 'service',
    port: { variable: 'NOTIFICATION_SERVICE_PORT', protocol: 'rpc' },
    needs: { schema: 'notification', redis: true },
    calls: ['auth', 'travel'],
    caller: 'notification',
    readiness: { probe: 'rpc', pattern: 'notification.health.check' },
  },
  {
    name: 'notification-worker',
    project: 'services/notification-worker',
    script: 'services/notification-worker/dist/main.js',
    kind: 'worker',
    needs: { redis: true, mail: true },
    calls: ['auth'],
    caller: 'notification-worker',
    readiness: { probe: 'queue-worker', queue: 'email' },
  },
  {
    // Its schema holds the admin read model and audit log (docs/adr/0010).
    name: 'reporting',
    project: 'services/reporting',
    script: 'services/reporting/dist/main.js',
    cli: 'services/reporting/dist/cli.js',
    kind: 'service',
    port: { variable: 'REPORTING_SERVICE_PORT', protocol: 'rpc' },
    needs: { schema: 'reporting', redis: true },
    calls: ['travel'],
    // Its health check counts the PDF workers that report in: ready only once one runs.
    readyWith: ['reporting-worker'],
    caller: 'reporting',
    readiness: { probe: 'rpc', pattern: 'reporting.health.check' },
  },
  {
    // Without Chromium it still runs and PDF requests get a 503 naming what to install.
    name: 'reporting-worker',
    project: 'services/reporting-worker',
    script: 'services/reporting-worker/dist/main.js',
    kind: 'worker',
    needs: { redis: true, chromium: true },
    calls: ['reporting'],
    caller: 'reporting-worker',
    readiness: { probe: 'queue-worker', queue: 'pdf-render' },
  },
  {
    // Renders the SPA's pages for the gateway, reading the API through it (docs/adr/0019). One
    // bundle carrying its dependencies: its image installs none.
    name: 'frontend',
    project: 'frontend',
    script: 'frontend/dist-server/main.js',
    kind: 'web',
    bundled: true,
    port: { variable: 'PORT', stackVariable: 'FRONTEND_PORT', protocol: 'http' },
    needs: {},
    calls: [],
    links: { API_ORIGIN: 'gateway' },
    readiness: { probe: 'http', path: '/health/ready' },
  },
  {
    name: 'gateway',
    project: 'gateway',
    script: 'gateway/dist/main.js',
    kind: 'gateway',
    port: { variable: 'PORT', protocol: 'http' },
    needs: { redis: true },
    // It routes to every service but starts without any (its readiness says which answer).
    calls: [],
    routes: ['auth', 'travel', 'billing', 'notification', 'reporting'],
    links: { WEB_ORIGIN: 'frontend' },
    caller: 'gateway',
    // The answer's checks that make it unready, named after the store or process they probe.
    readiness: {
      probe: 'http',
      path: '/health/ready',
      checks: ['redis', 'auth', 'travel', 'billing', 'notification', 'reporting'],
    },
  },
];

/** The entry of `name`; throws on a name the manifest does not know. */
export function entryOf(name) {
  const entry = PROCESSES.find((candidate) => candidate.name === name);
  if (!entry) {
    throw new Error(
      `no process "${name}" in the manifest (${PROCESSES.map((p) => p.name).join(', ')})`,
    );
  }
  return entry;
}

/**
 * The processes to start for `only` (default: every one), in the manifest's order, with what their
 * readiness needs (`readyWith`) and, with `withCalled` (default), every service they call,
 * transitively (a worker without the service it calls fails its jobs). The gateway's routes are
 * never added: it starts in front of whichever services run.
 */
export function selectProcesses(only, { withCalled = true } = {}) {
  const wanted = new Set(only ?? PROCESSES.map((entry) => entry.name));
  const queue = [...wanted];
  while (queue.length > 0) {
    const entry = entryOf(queue.shift());
    for (const other of [...(entry.readyWith ?? []), ...(withCalled ? entry.calls : [])]) {
      if (!wanted.has(other)) {
        wanted.add(other);
        queue.push(other);
      }
    }
  }
  return PROCESSES.filter((entry) => wanted.has(entry.name));
}

/**
 * `entries` in start waves: each process after what its readiness needs (`readyWith`, and the
 * gateway's routes and web server, which its readiness probe checks). RPC clients connect when they
 * call, so a call orders nothing at start; the web server's link to the gateway neither (it reads
 * the API only while it renders a page).
 */
export function startWaves(entries) {
  return waves(entries, (entry) => [
    ...(entry.readyWith ?? []),
    ...(entry.routes ?? []),
    ...(entry.kind === 'web' ? [] : Object.values(entry.links ?? {})),
  ]);
}

/**
 * `entries` in stop waves: each process after every one that calls or routes to it has stopped,
 * so that what drains its work in flight still reaches the services it calls.
 */
export function stopWaves(entries) {
  return waves(entries, (entry) =>
    entries
      .filter((other) => [...other.calls, ...(other.routes ?? [])].includes(entry.name))
      .map((other) => other.name),
  );
}

/** `entries` grouped in waves, each entry after every one of `before(entry)` among `entries`. */
function waves(entries, before) {
  const names = new Set(entries.map((entry) => entry.name));
  const placed = new Set();
  const result = [];
  while (placed.size < entries.length) {
    const wave = entries.filter(
      (entry) =>
        !placed.has(entry.name) &&
        before(entry).every((other) => !names.has(other) || placed.has(other)),
    );
    if (wave.length === 0) throw new Error('the manifest has a cycle among its processes');
    for (const entry of wave) placed.add(entry.name);
    result.push(wave);
  }
  return result;
}

/** The services whose Postgres schema their `cli.js migrate` creates and migrates, in order. */
export function migratedServices(entries = PROCESSES) {
  return entries.filter((entry) => entry.needs.schema).map((entry) => entry.name);
}

/** The processes that sign their RPC calls with a key of their own (docs/security.md). */
export function rpcCallers(entries = PROCESSES) {
  return entries.filter((entry) => entry.caller).map((entry) => entry.caller);
}
