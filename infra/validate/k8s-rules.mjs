// Checks of the rendered Kubernetes manifests: each object against the Kubernetes OpenAPI schema
// of its kind (kubernetes-models, offline), then the project's own rules: a Deployment per process
// with readiness and liveness probes (HTTP ones on /health/*), resource requests, a grace period
// longer than its preStop pause, a non-root pod; secrets only by reference; an autoscaler for every
// worker; Services and autoscalers pointing at something that exists; a migration Job per schema.
import { parseImage } from './kustomize.mjs';
import {
  METRICS_HOST,
  METRICS_PORT,
  METRICS_PORT_NAME,
  SECRET_NAME,
  URL_WITH_CREDENTIALS,
} from './processes.mjs';

const schemaCache = new Map();

/** The kubernetes-models class of an apiVersion/kind, or undefined when it has none. */
async function modelOf(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  if (!schemaCache.has(key)) {
    let model;
    if (/^[a-z0-9.]*\/?v\d+((alpha|beta)\d+)?$/.test(apiVersion) && /^[A-Z][A-Za-z]+$/.test(kind)) {
      try {
        model = (await import(`kubernetes-models/${apiVersion}/${kind}`))[kind];
      } catch (error) {
        if (
          error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' &&
          error?.code !== 'ERR_MODULE_NOT_FOUND'
        ) {
          throw error;
        }
      }
    }
    schemaCache.set(key, model);
  }
  return schemaCache.get(key);
}

/** Whether kubernetes-models knows the object's apiVersion and kind. */
export async function hasSchema(object) {
  return (await modelOf(object.apiVersion ?? '', object.kind ?? '')) !== undefined;
}

export const idOf = (object) => `${object.kind ?? '?'}/${object.metadata?.name ?? '?'}`;

/** Schema problems of every object (required fields, types, enums, formats). */
export async function checkSchemas(objects, file) {
  const problems = [];
  for (const object of objects) {
    const Model = await modelOf(object.apiVersion ?? '', object.kind ?? '');
    if (!Model) {
      problems.push({
        area: 'k8s',
        file,
        message: `${idOf(object)}: no schema for apiVersion "${object.apiVersion}" kind "${object.kind}"`,
      });
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      const details = error.errors ?? [{ instancePath: '', message: error.message }];
      for (const detail of details) {
        const where = detail.instancePath || '/';
        const extra = detail.params?.missingProperty ? ` (${detail.params.missingProperty})` : '';
        problems.push({
          area: 'k8s',
          file,
          message: `${idOf(object)}: schema: ${where} ${detail.message}${extra}`,
        });
      }
    }
  }
  return problems;
}

function podSpecOf(object) {
  if (object.kind === 'CronJob') return object.spec?.jobTemplate?.spec?.template?.spec;
  return object.spec?.template?.spec;
}

function preStopSleepSeconds(container) {
  const command = container.lifecycle?.preStop?.exec?.command ?? [];
  const at = command.indexOf('sleep');
  if (at >= 0) return Number(command[at + 1]) || 0;
  return Number(container.lifecycle?.preStop?.sleep?.seconds ?? 0);
}

function checkProbe(probe, kind, container, report) {
  if (!probe) {
    report(`container "${container.name}" has no ${kind}`);
    return;
  }
  if (probe.httpGet) {
    const pathName = String(probe.httpGet.path ?? '');
    if (!pathName.startsWith('/health/')) {
      report(`container "${container.name}": the ${kind} must ask /health/* (asks "${pathName}")`);
    }
    if (kind === 'livenessProbe' && pathName !== '/health/live') {
      report(
        `container "${container.name}": the livenessProbe must ask /health/live (asks "${pathName}")`,
      );
    }
    const port = probe.httpGet.port;
    if (typeof port === 'string' && !(container.ports ?? []).some((p) => p.name === port)) {
      report(
        `container "${container.name}": the ${kind} names port "${port}", which it does not declare`,
      );
    }
  } else if (!probe.exec && !probe.tcpSocket && !probe.grpc) {
    report(`container "${container.name}": the ${kind} has no handler`);
  }
}

function checkEnv(container, report) {
  for (const variable of container.env ?? []) {
    if (variable.value === undefined) continue;
    const value = String(variable.value);
    if (SECRET_NAME.test(variable.name)) {
      report(
        `container "${container.name}": ${variable.name} is a secret: take it from a Secret (valueFrom.secretKeyRef), not a literal value`,
      );
    } else if (URL_WITH_CREDENTIALS.test(value)) {
      report(
        `container "${container.name}": ${variable.name} holds a URL with a password: take it from a Secret`,
      );
    }
  }
}

/** Pod-level rules shared by Deployments and Jobs: non-root, requests, no privilege escalation. */
function checkPod(object, report, { images }) {
  const pod = podSpecOf(object);
  if (!pod) return;
  const podContext = pod.securityContext ?? {};
  for (const container of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
    const context = { ...podContext, ...container.securityContext };
    if (context.runAsNonRoot !== true) {
      report(
        `container "${container.name}" may run as root: set securityContext.runAsNonRoot: true`,
      );
    }
    if (context.runAsUser === 0) report(`container "${container.name}" runs as user 0`);
    if (container.securityContext?.allowPrivilegeEscalation !== false) {
      report(`container "${container.name}": set securityContext.allowPrivilegeEscalation: false`);
    }
    if (container.securityContext?.privileged === true)
      report(`container "${container.name}" is privileged`);
    const requests = container.resources?.requests ?? {};
    for (const resource of ['cpu', 'memory']) {
      if (requests[resource] === undefined) {
        report(`container "${container.name}" has no resources.requests.${resource}`);
      }
    }
    if (container.resources?.limits?.memory === undefined) {
      report(`container "${container.name}" has no resources.limits.memory`);
    }
    checkEnv(container, report);
    if (images === 'pinned' && typeof container.image === 'string') {
      const image = parseImage(container.image);
      if (!image.digest && (!image.tag || image.tag === 'latest')) {
        report(
          `container "${container.name}": image "${container.image}" needs a release tag or digest (not latest)`,
        );
      }
    }
  }
}

function checkDeployment(deployment, report) {
  const pod = podSpecOf(deployment) ?? {};
  const grace = pod.terminationGracePeriodSeconds;
  if (grace === undefined) {
    report('sets no terminationGracePeriodSeconds (how long in-flight work may drain on SIGTERM)');
  } else if (grace < 10) {
    report(`terminationGracePeriodSeconds ${grace} is too short to drain (at least 10)`);
  }
  for (const container of pod.containers ?? []) {
    checkProbe(container.readinessProbe, 'readinessProbe', container, report);
    checkProbe(container.livenessProbe, 'livenessProbe', container, report);
    if (container.startupProbe)
      checkProbe(container.startupProbe, 'startupProbe', container, report);
    const pause = preStopSleepSeconds(container);
    if (grace !== undefined && pause > 0 && grace < pause + 10) {
      report(
        `terminationGracePeriodSeconds ${grace} leaves under 10 s to drain after the ${pause} s preStop pause`,
      );
    }
  }
  const selector = deployment.spec?.selector?.matchLabels ?? {};
  const labels = deployment.spec?.template?.metadata?.labels ?? {};
  for (const [key, value] of Object.entries(selector)) {
    if (labels[key] !== value)
      report(`selector ${key}=${value} does not match the pod template's labels`);
  }
}

/** The variable a process's bind address comes from (the default, 127.0.0.1, is unreachable). */
export function bindVariable(name) {
  // The HTTP processes (the gateway, the web server) read HOST; the RPC services their own.
  return name === 'gateway' || name === 'frontend'
    ? 'HOST'
    : `${name.toUpperCase().replaceAll('-', '_')}_SERVICE_HOST`;
}

function matches(selector, labels) {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels?.[key] === value);
}

/** Whether a NetworkPolicy's podSelector selects pods with `labels` (an empty one selects all). */
function selectsPods(podSelector, labels) {
  if ((podSelector?.matchExpressions ?? []).length > 0) return false;
  const entries = Object.entries(podSelector?.matchLabels ?? {});
  return entries.every(([key, value]) => labels?.[key] === value);
}

/** The namespace-wide policy that refuses every connection no other policy grants. */
function isDefaultDeny(policy) {
  const selector = policy.spec?.podSelector ?? {};
  return (
    Object.keys(selector.matchLabels ?? {}).length === 0 &&
    (selector.matchExpressions ?? []).length === 0 &&
    (policy.spec?.policyTypes ?? []).includes('Ingress') &&
    (policy.spec?.ingress ?? []).length === 0
  );
}

/** Whether every ingress rule of a NetworkPolicy opens the metrics port only (Prometheus' scrapes). */
function isMetricsOnly(policy) {
  const rules = policy.spec?.ingress ?? [];
  return (
    rules.length > 0 &&
    rules.every(
      (rule) =>
        (rule.ports ?? []).length > 0 &&
        rule.ports.every((port) => port.port === METRICS_PORT_NAME),
    )
  );
}

/**
 * Prometheus scrapes every process that serves metrics (docs/operations.md, "Metrics"): its
 * container sets METRICS_PORT and METRICS_HOST=0.0.0.0, declares that port named `metrics`, the
 * pod carries the prometheus.io/scrape and prometheus.io/port annotations for it, and a
 * NetworkPolicy opens that port to named sources only (the monitoring namespace), not to all.
 */
function checkMetrics(deployments, policies, processes, at) {
  for (const app of processes.filter((p) => p.servesMetrics)) {
    const deployment = deployments.find((d) => d.metadata?.name === app.name);
    if (!deployment) continue;
    const report = at(deployment);
    const containers = podSpecOf(deployment)?.containers ?? [];
    const container = containers.find((c) => c.name === app.name) ?? containers[0];
    if (!container) continue;
    const value = (name) => (container.env ?? []).find((e) => e.name === name)?.value;
    const port = value(METRICS_PORT);
    if (port === undefined) {
      report(
        `container "${container.name}": set ${METRICS_PORT} (its GET /metrics; without it Prometheus scrapes nothing)`,
      );
      continue;
    }
    if (value(METRICS_HOST) !== '0.0.0.0') {
      report(
        `container "${container.name}": set ${METRICS_HOST}=0.0.0.0 (its metrics listen on 127.0.0.1 otherwise)`,
      );
    }
    const declared = (container.ports ?? []).find((p) => p.name === METRICS_PORT_NAME);
    if (String(declared?.containerPort) !== String(port)) {
      report(
        `container "${container.name}": declare its metrics port (ports: - { name: ${METRICS_PORT_NAME}, containerPort: ${port} })`,
      );
    }
    const annotations = deployment.spec?.template?.metadata?.annotations ?? {};
    if (
      annotations['prometheus.io/scrape'] !== 'true' ||
      String(annotations['prometheus.io/port']) !== String(port)
    ) {
      report(
        `the pod template needs the annotations prometheus.io/scrape: 'true' and prometheus.io/port: '${port}' (how Prometheus finds it)`,
      );
    }
    const labels = deployment.spec?.template?.metadata?.labels;
    const opening = policies.filter(
      (policy) =>
        selectsPods(policy.spec?.podSelector, labels) &&
        (policy.spec?.ingress ?? []).some((rule) =>
          (rule.ports ?? []).some(
            (p) => p.port === METRICS_PORT_NAME || String(p.port) === String(port),
          ),
        ),
    );
    if (policies.length > 0 && opening.length === 0) {
      report(
        `no NetworkPolicy lets Prometheus reach its "${METRICS_PORT_NAME}" port: the default deny blocks the scrapes`,
      );
    }
    const openToAll = opening.filter((policy) =>
      policy.spec.ingress.some((rule) => (rule.from ?? []).length === 0),
    );
    if (openToAll.length > 0) {
      report(
        `NetworkPolicy/${openToAll[0].metadata?.name} opens its metrics port to every source: name the monitoring namespace (from:)`,
      );
    }
  }
}

/** The process that takes traffic from outside (through the Ingress), from anywhere. */
const PUBLIC_PROCESS = 'gateway';

/** The Services an Ingress sends traffic to. */
function ingressBackends(ingress) {
  const backends = [ingress.spec?.defaultBackend];
  for (const rule of ingress.spec?.rules ?? []) {
    for (const route of rule.http?.paths ?? []) backends.push(route.backend);
  }
  return backends.map((backend) => backend?.service?.name).filter(Boolean);
}

/**
 * The edge's own rules (docs/security.md, "Gateway"): /metrics needs its token in production, so
 * the gateway reads METRICS_TOKEN from the Secret, not optionally; behind an Ingress it must know
 * the proxies' addresses (TRUST_PROXY), or every client is the ingress to its per-IP limits.
 */
function checkGateway(objects, deployments, report) {
  const gateway = deployments.find((d) => d.metadata?.name === PUBLIC_PROCESS);
  if (!gateway) return;
  const at = report(gateway);
  const containers = podSpecOf(gateway)?.containers ?? [];
  const container = containers.find((c) => c.name === PUBLIC_PROCESS) ?? containers[0];
  if (!container) return;
  const token = (container.env ?? []).find((e) => e.name === 'METRICS_TOKEN');
  const ref = token?.valueFrom?.secretKeyRef;
  if (!ref || ref.optional === true) {
    at(
      `container "${container.name}": METRICS_TOKEN must come from the Secret, not optional (in production the gateway refuses to start without it; Prometheus sends it to GET /metrics)`,
    );
  }
  const services = objects
    .filter(
      (o) =>
        o.kind === 'Service' && matches(o.spec?.selector, gateway.spec?.template?.metadata?.labels),
    )
    .map((o) => o.metadata?.name);
  const fronted = objects
    .filter((o) => o.kind === 'Ingress')
    .some((ingress) => ingressBackends(ingress).some((name) => services.includes(name)));
  if (!fronted) return;
  const fromEnv = (container.env ?? []).some((e) => e.name === 'TRUST_PROXY' && e.value);
  const maps = (container.envFrom ?? []).map((source) => source.configMapRef?.name).filter(Boolean);
  const fromMap = objects.some(
    (o) => o.kind === 'ConfigMap' && maps.includes(o.metadata?.name) && o.data?.TRUST_PROXY,
  );
  if (!fromEnv && !fromMap) {
    at(
      "an Ingress is in front of the gateway but TRUST_PROXY is not set: give the ingress controller's addresses (CIDR), or every client counts as the ingress for the per-IP limits",
    );
  }
}

/** The secretKeyRef key a container's `variable` comes from (undefined: not from the Secret). */
function secretKeyOf(container, variable) {
  const ref = (container?.env ?? []).find((e) => e.name === variable)?.valueFrom?.secretKeyRef;
  return ref && ref.optional !== true ? ref.key : undefined;
}

/**
 * The credentials of docs/security.md, "Services trust no unauthenticated caller": every service
 * trusts RPC_PUBLIC_KEYS, every calling process has its own private key, the gateway seals
 * sessions with SESSION_SECRET, and each migrated service (its Deployment and its migration Job)
 * reaches Postgres with a DATABASE_URL of its own (`<SERVICE>_DATABASE_URL`, its own role), all
 * from the Secret.
 */
function checkCallerSecrets(deployments, jobs, { processes, migrated }, at) {
  const containerOf = (object, name) => {
    const containers = podSpecOf(object)?.containers ?? [];
    return containers.find((c) => c.name === name) ?? containers[0];
  };
  for (const app of processes) {
    const deployment = deployments.find((d) => d.metadata?.name === app.name);
    if (!deployment) continue;
    const report = at(deployment);
    const container = containerOf(deployment, app.name);
    if (migrated.includes(app.name) && !secretKeyOf(container, 'RPC_PUBLIC_KEYS')) {
      report('RPC_PUBLIC_KEYS must come from the Secret (the callers this service trusts)');
    }
    if (app.signsRpc) {
      const variable = `${app.name.toUpperCase().replaceAll('-', '_')}_RPC_PRIVATE_KEY`;
      if (secretKeyOf(container, variable) !== variable) {
        report(`${variable} must come from the Secret key ${variable} (its own signing key)`);
      }
    }
    if (app.name === PUBLIC_PROCESS && !secretKeyOf(container, 'SESSION_SECRET')) {
      report('SESSION_SECRET must come from the Secret (it seals the sessions in Redis)');
    }
  }
  for (const name of migrated) {
    const own = `${name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`;
    const users = [
      deployments.find((d) => d.metadata?.name === name),
      jobs.find((j) => j.metadata?.name === `${name}-migrate`),
    ].filter(Boolean);
    for (const object of users) {
      const key = secretKeyOf(containerOf(object, name), 'DATABASE_URL');
      if (key !== own) {
        at(object)(
          `DATABASE_URL must come from the Secret key ${own} (the service's own Postgres role), not ${key ?? 'elsewhere'}`,
        );
      }
    }
  }
}

/**
 * The project's rules over one rendered kustomization. `processes` and `migrated` come from the
 * manifest (processes.mjs); `images: 'pinned'` requires release tags (overlays), 'any' not (base).
 */
export function checkManifests(objects, { file, processes, migrated, images = 'pinned' }) {
  const problems = [];
  const at = (object) => (message) =>
    problems.push({ area: 'k8s', file, message: `${idOf(object)}: ${message}` });
  const byKind = (kind) => objects.filter((object) => object.kind === kind);
  const deployments = byKind('Deployment');
  const autoscalers = byKind('HorizontalPodAutoscaler');

  for (const { name } of processes) {
    if (!deployments.some((d) => d.metadata?.name === name)) {
      problems.push({
        area: 'k8s',
        file,
        message: `no Deployment "${name}": every process runs as a Deployment`,
      });
    }
  }
  for (const secret of byKind('Secret')) {
    at(secret)(
      'Secrets are referenced by name, never written in the manifests (docs/operations.md)',
    );
  }
  for (const map of byKind('ConfigMap')) {
    for (const [key, value] of Object.entries(map.data ?? {})) {
      if (SECRET_NAME.test(key))
        at(map)(`${key} is a secret: keep it in the Secret, not a ConfigMap`);
      else if (URL_WITH_CREDENTIALS.test(String(value)))
        at(map)(`${key} holds a URL with a password`);
    }
  }
  for (const deployment of deployments) {
    const report = at(deployment);
    checkDeployment(deployment, report);
    checkPod(deployment, report, { images });
    for (const container of podSpecOf(deployment)?.containers ?? []) {
      const variable = bindVariable(deployment.metadata?.name ?? '');
      const bind = (container.env ?? []).find((e) => e.name === variable);
      // The metrics port has its own bind address (METRICS_HOST, checkMetrics).
      const ports = (container.ports ?? []).filter((p) => p.name !== METRICS_PORT_NAME);
      if (ports.length > 0 && bind?.value !== '0.0.0.0') {
        report(
          `container "${container.name}": set ${variable}=0.0.0.0 (it listens on 127.0.0.1 otherwise)`,
        );
      }
    }
  }
  for (const job of [...byKind('Job'), ...byKind('CronJob')]) checkPod(job, at(job), { images });
  checkGateway(objects, deployments, at);
  checkMetrics(deployments, byKind('NetworkPolicy'), processes, at);
  checkCallerSecrets(deployments, byKind('Job'), { processes, migrated }, at);

  for (const deployment of deployments.filter((d) => d.metadata?.name?.endsWith('-worker'))) {
    const scalers = autoscalers.filter(
      (hpa) =>
        hpa.spec?.scaleTargetRef?.kind === 'Deployment' &&
        hpa.spec.scaleTargetRef.name === deployment.metadata.name,
    );
    if (scalers.length === 0) at(deployment)('a worker needs a HorizontalPodAutoscaler');
    if (scalers.length > 0 && deployment.spec?.replicas !== undefined) {
      at(deployment)(
        'is scaled by a HorizontalPodAutoscaler: leave spec.replicas out (each apply would reset it)',
      );
    }
  }
  for (const hpa of autoscalers) {
    const target = hpa.spec?.scaleTargetRef ?? {};
    if (!objects.some((o) => o.kind === target.kind && o.metadata?.name === target.name)) {
      at(hpa)(`scales ${target.kind}/${target.name}, which does not exist`);
    }
    if ((hpa.spec?.minReplicas ?? 1) > (hpa.spec?.maxReplicas ?? 0)) {
      at(hpa)(
        `minReplicas ${hpa.spec?.minReplicas ?? 1} exceeds maxReplicas ${hpa.spec?.maxReplicas}`,
      );
    }
  }
  // The services trust the caller the gateway names in each RPC: only their callers may reach them.
  const policies = byKind('NetworkPolicy');
  if (deployments.length > 0 && !policies.some(isDefaultDeny)) {
    problems.push({
      area: 'k8s',
      file,
      message:
        'no default-deny NetworkPolicy (podSelector {}, policyTypes [Ingress], no ingress rule): a pod would take connections from anywhere',
    });
  }
  for (const service of byKind('Service')) {
    const targets = deployments.filter((d) =>
      matches(service.spec?.selector, d.spec?.template?.metadata?.labels),
    );
    if (targets.length === 0) {
      at(service)('selects no Deployment');
      continue;
    }
    for (const target of targets) {
      const granting = policies.filter(
        (policy) =>
          (policy.spec?.ingress ?? []).length > 0 &&
          !isMetricsOnly(policy) &&
          selectsPods(policy.spec?.podSelector, target.spec?.template?.metadata?.labels),
      );
      if (policies.length > 0 && granting.length === 0) {
        at(service)(
          'no NetworkPolicy lets any caller reach its pods: the default deny blocks them',
        );
      }
      const openToAll = granting.filter((policy) =>
        policy.spec.ingress.some((rule) => (rule.from ?? []).length === 0),
      );
      if (target.metadata?.name !== PUBLIC_PROCESS && openToAll.length > 0) {
        at(service)(
          `NetworkPolicy/${openToAll[0].metadata?.name} opens its pods to every source: name the callers (from:)`,
        );
      }
    }
    const declared = targets.flatMap((d) =>
      (podSpecOf(d)?.containers ?? []).flatMap((c) => c.ports ?? []),
    );
    for (const port of service.spec?.ports ?? []) {
      if (
        typeof port.targetPort === 'string' &&
        !declared.some((p) => p.name === port.targetPort)
      ) {
        at(service)(`targetPort "${port.targetPort}" is not a port of the selected pods`);
      }
    }
  }
  for (const service of migrated) {
    const job = byKind('Job').find((j) =>
      (podSpecOf(j)?.containers ?? []).some((c) => {
        const command = [...(c.command ?? []), ...(c.args ?? [])].join(' ');
        return command.includes(`services/${service}/dist/cli.js`) && /\bmigrate\b/.test(command);
      }),
    );
    if (!job) {
      problems.push({
        area: 'k8s',
        file,
        message: `no Job runs "node services/${service}/dist/cli.js migrate"`,
      });
    }
  }
  return problems;
}
