// Renders the kustomizations of infra/k8s for the checks: with `kubectl kustomize`, the standard
// renderer, wherever a kubectl with kustomize 5 or newer is on PATH (the project's machines have
// kubectl 1.32 with kustomize 5.5 in their image); else with infra/validate/kustomize.mjs, the
// subset of kustomize that infra/k8s uses, written here. kubectl cannot be installed by a script on
// these machines: the package that brings it comes from a repository they do not reach, and
// Debian's own kubectl (kubernetes-client 1.20, kustomize 2) cannot read these kustomizations
// (docs/adr/0030). tools/deploy-checks shows that both renderers give the same objects.
import { execFile, spawnSync } from 'node:child_process';

import { parseAllDocuments } from 'yaml';

import { renderKustomization } from './kustomize.mjs';

/** The oldest kustomize that reads infra/k8s (`labels`, `patches` with a path). */
const KUSTOMIZE_MAJOR = 5;

/**
 * The kubectl to render with: { command, version } when `kubectl` on PATH embeds kustomize 5+,
 * else { command: null, reason } saying why not.
 */
export function findKubectl() {
  const result = spawnSync('kubectl', ['version', '--client', '-o', 'json'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.error || result.status !== 0) {
    return { command: null, reason: 'no kubectl on PATH' };
  }
  let version;
  try {
    version = JSON.parse(result.stdout).kustomizeVersion;
  } catch {
    version = undefined;
  }
  const major = Number(/^v?(\d+)\./.exec(version ?? '')?.[1]);
  if (!(major >= KUSTOMIZE_MAJOR)) {
    return {
      command: null,
      reason: `kubectl embeds kustomize ${version ?? '(unknown)'}, older than ${KUSTOMIZE_MAJOR}`,
    };
  }
  return { command: 'kubectl', version };
}

/** The objects `kubectl kustomize <dir>` renders; rejects with kubectl's complaint. */
export function renderWithKubectl(dir, command = 'kubectl') {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      ['kustomize', dir],
      { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error((stderr || error.message).trim().replace(/^Error: /, '')));
          return;
        }
        const objects = [];
        for (const document of parseAllDocuments(stdout)) {
          if (document.errors.length > 0) {
            reject(new Error(document.errors[0].message));
            return;
          }
          const value = document.toJS();
          if (value !== null && value !== undefined) objects.push(value);
        }
        resolve(objects);
      },
    );
  });
}

/**
 * The renderer for `choice` ('auto': kubectl when it qualifies, else the built-in one; 'kubectl'
 * or 'builtin' to insist): { name, render(dir) → Promise<objects>, note }. Throws when kubectl is
 * insisted on and does not qualify.
 */
export function chooseRenderer(choice = 'auto') {
  const builtin = {
    name: 'builtin',
    render: async (dir) => renderKustomization(dir),
  };
  if (choice === 'builtin') return { ...builtin, note: 'infra/validate/kustomize.mjs (asked for)' };
  const kubectl = findKubectl();
  if (kubectl.command) {
    return {
      name: 'kubectl',
      render: (dir) => renderWithKubectl(dir, kubectl.command),
      note: `kubectl kustomize (kustomize ${kubectl.version})`,
    };
  }
  if (choice === 'kubectl') throw new Error(`cannot render with kubectl: ${kubectl.reason}`);
  return { ...builtin, note: `infra/validate/kustomize.mjs (${kubectl.reason})` };
}
