// Renders a kustomization the way `kubectl kustomize` does, for the subset of kustomize that
// infra/k8s uses: resources (files and folders), namespace, labels, images, replicas and patches
// (strategic merge, by the patch's own kind and name or by `target`). Anything else is refused by
// name, so that a new kustomize feature in infra/k8s is added here on purpose instead of being
// silently ignored by the validation. No kustomize binary runs on the project's machines.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { parseAllDocuments } from 'yaml';

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'replicas',
  'patches',
]);

/** Kinds without a namespace (the ones a kustomization here may contain). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'CustomResourceDefinition',
  'PriorityClass',
  'IngressClass',
]);

/** Strategic-merge keys of the lists infra/k8s patches (the Kubernetes API's patchMergeKey). */
const MERGE_KEYS = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
};

export class KustomizeError extends Error {}

/** Every YAML document of a file as plain objects (empty documents dropped). */
export function readYamlDocuments(file) {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  const objects = [];
  for (const document of documents) {
    if (document.errors.length > 0) {
      throw new KustomizeError(`${file}: ${document.errors[0].message}`);
    }
    const value = document.toJS();
    if (value !== null && value !== undefined) objects.push(value);
  }
  return objects;
}

function kustomizationFile(dir) {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new KustomizeError(`${dir}: no kustomization.yaml`);
}

const clone = (value) => structuredClone(value);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Merges `patch` into `base` with strategic-merge semantics: maps merge key by key, `null` deletes
 * a key, lists of the MERGE_KEYS merge element by element on their key, other lists are replaced.
 */
export function strategicMerge(base, patch, key = '') {
  if (isObject(patch) && ('$patch' in patch || Object.keys(patch).some((k) => k.startsWith('$')))) {
    throw new KustomizeError(
      `strategic-merge directives ($patch, $setElementOrder…) are not supported`,
    );
  }
  if (isObject(base) && isObject(patch)) {
    const merged = { ...base };
    for (const [name, value] of Object.entries(patch)) {
      if (value === null) delete merged[name];
      else merged[name] = name in base ? strategicMerge(base[name], value, name) : clone(value);
    }
    return merged;
  }
  const mergeKey = listMergeKey(key, base, patch);
  if (mergeKey) {
    const merged = base.map(clone);
    for (const item of patch) {
      const at = merged.findIndex((existing) => existing[mergeKey] === item[mergeKey]);
      if (at === -1) merged.push(clone(item));
      else merged[at] = strategicMerge(merged[at], item, '');
    }
    return merged;
  }
  return clone(patch);
}

function listMergeKey(key, base, patch) {
  if (!Array.isArray(base) || !Array.isArray(patch)) return null;
  let mergeKey = MERGE_KEYS[key];
  if (key === 'ports')
    mergeKey = [...base, ...patch].every((p) => 'containerPort' in p) ? 'containerPort' : 'port';
  if (!mergeKey) return null;
  return [...base, ...patch].every((item) => isObject(item) && mergeKey in item) ? mergeKey : null;
}

/** `registry:5000/name:tag@sha256:…` → { name, tag, digest }. */
export function parseImage(image) {
  const [withoutDigest, digest] = image.split('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  return colon > slash
    ? { name: withoutDigest.slice(0, colon), tag: withoutDigest.slice(colon + 1), digest }
    : { name: withoutDigest, tag: undefined, digest };
}

function formatImage({ name, tag, digest }) {
  return `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
}

function eachContainer(object, visit) {
  if (Array.isArray(object)) {
    for (const item of object) eachContainer(item, visit);
    return;
  }
  if (!isObject(object)) return;
  for (const [key, value] of Object.entries(object)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) if (isObject(container)) visit(container);
    } else {
      eachContainer(value, visit);
    }
  }
}

function applyImages(objects, images, file) {
  for (const entry of images) {
    if (!entry.name) throw new KustomizeError(`${file}: an images entry has no name`);
    for (const object of objects) {
      eachContainer(object, (container) => {
        if (typeof container.image !== 'string') return;
        const image = parseImage(container.image);
        if (image.name !== entry.name) return;
        container.image = formatImage({
          name: entry.newName ?? image.name,
          tag: entry.digest ? undefined : (entry.newTag ?? image.tag),
          digest: entry.digest ?? (entry.newTag ? undefined : image.digest),
        });
      });
    }
  }
}

function applyReplicas(objects, replicas, file) {
  for (const { name, count } of replicas) {
    const targets = objects.filter(
      (o) =>
        ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(o.kind) && o.metadata?.name === name,
    );
    if (targets.length === 0)
      throw new KustomizeError(`${file}: replicas: no workload named "${name}"`);
    for (const target of targets) target.spec = { ...target.spec, replicas: count };
  }
}

function applyLabels(objects, labels) {
  for (const { pairs = {}, includeSelectors = false, includeTemplates = false } of labels) {
    for (const object of objects) {
      object.metadata = { ...object.metadata, labels: { ...object.metadata?.labels, ...pairs } };
      const template = object.spec?.template;
      if ((includeTemplates || includeSelectors) && isObject(template)) {
        template.metadata = {
          ...template.metadata,
          labels: { ...template.metadata?.labels, ...pairs },
        };
      }
      if (includeSelectors && isObject(object.spec?.selector)) {
        const selector = object.spec.selector;
        if (object.kind === 'Service') Object.assign(selector, pairs);
        else selector.matchLabels = { ...selector.matchLabels, ...pairs };
      }
    }
  }
}

function applyPatches(objects, patches, dir, file) {
  for (const patch of patches) {
    if (!patch.path) throw new KustomizeError(`${file}: only patches with a path are supported`);
    const documents = readYamlDocuments(path.join(dir, patch.path));
    if (documents.length !== 1) {
      throw new KustomizeError(`${file}: patch ${patch.path} must hold exactly one document`);
    }
    const [body] = documents;
    const kind = patch.target?.kind ?? body.kind;
    const name = patch.target?.name ?? body.metadata?.name;
    const targets = objects.filter((o) => o.kind === kind && o.metadata?.name === name);
    if (targets.length === 0) {
      throw new KustomizeError(`${file}: patch ${patch.path} matches no ${kind} named "${name}"`);
    }
    for (const target of targets) {
      const merged = strategicMerge(target, body);
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, merged);
    }
  }
}

/** Renders the kustomization in `dir` into a list of Kubernetes objects. */
export function renderKustomization(dir, seen = new Set()) {
  const absolute = path.resolve(dir);
  if (seen.has(absolute)) throw new KustomizeError(`${dir}: kustomization cycle`);
  const file = kustomizationFile(absolute);
  const [spec] = readYamlDocuments(file);
  const unsupported = Object.keys(spec ?? {}).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) {
    throw new KustomizeError(
      `${file}: ${unsupported.join(', ')} not supported by infra/validate/kustomize.mjs (supported: ${[...SUPPORTED].join(', ')})`,
    );
  }
  const objects = [];
  for (const resource of spec.resources ?? []) {
    const target = path.join(absolute, resource);
    if (!existsSync(target))
      throw new KustomizeError(`${file}: resource ${resource} does not exist`);
    objects.push(
      ...(statSync(target).isDirectory()
        ? renderKustomization(target, new Set([...seen, absolute]))
        : readYamlDocuments(target)),
    );
  }
  applyPatches(objects, spec.patches ?? [], absolute, file);
  if (spec.namespace) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind)) {
        object.metadata = { ...object.metadata, namespace: spec.namespace };
      }
    }
  }
  applyLabels(objects, spec.labels ?? []);
  applyImages(objects, spec.images ?? [], file);
  applyReplicas(objects, spec.replicas ?? [], file);
  return objects;
}
