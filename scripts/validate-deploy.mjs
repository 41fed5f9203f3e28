// Static validation of the deployment (no Docker engine or cluster runs on the project's machines;
// `npm test` runs this before jest). Checks:
//   docker   infra/docker/Dockerfile for every process of scripts/launcher/manifest.mjs (its PROJECT and
//            target), .dockerignore
//   compose  docker-compose.yml through `docker-compose config` (Debian's, installed with apt when
//            missing and running as root), then the stack's rules
//   k8s      the base and every overlay of infra/k8s rendered with `kubectl kustomize` where a
//            kubectl with kustomize 5+ is on PATH, else with infra/validate/kustomize.mjs
//            (infra/validate/render.mjs), each object against the Kubernetes schema
//            (kubernetes-models), then the project's rules
// The rules themselves: infra/validate/*.mjs and docs/adr/0009-deployment.md.
//
// Usage: node scripts/validate-deploy.mjs [--root <dir>] [--only docker,compose,k8s] [--json]
//          [--renderer auto|kubectl|builtin]   (auto: kubectl when it qualifies)
//        node scripts/validate-deploy.mjs --roots <dir>,<dir>… --json   (several trees in one run,
//          as the tests in tools/deploy-checks do: { "<dir>": { processes, problems } })
//        node scripts/validate-deploy.mjs --render <kustomization dir>   (prints the objects as JSON)
// Exit 0 when nothing is wrong, 1 with one line per problem, 2 when a check could not run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checks' npm packages (root devDependencies), looked for first: one clear line if absent. */
function missingPackages() {
  const missing = [];
  try {
    const { version } = createRequire(import.meta.url)('yaml/package.json');
    if (!version.startsWith('2.')) missing.push(`yaml@2 (found ${version})`);
  } catch {
    missing.push('yaml@2');
  }
  try {
    import.meta.resolve('kubernetes-models/apps/v1/Deployment');
  } catch {
    missing.push('kubernetes-models');
  }
  return missing;
}

const missing = missingPackages();
if (missing.length > 0) {
  console.error(
    `[validate-deploy] missing npm packages: ${missing.join(', ')}. They are devDependencies of the root package.json: run npm install.`,
  );
  process.exit(2);
}
const { checkComposeConfig, composeConfig, ensureDockerCompose } =
  await import('../infra/validate/compose-rules.mjs');
const { checkDockerfiles } = await import('../infra/validate/dockerfile-rules.mjs');
const { checkManifests, checkSchemas, hasSchema, idOf } =
  await import('../infra/validate/k8s-rules.mjs');
const { chooseRenderer } = await import('../infra/validate/render.mjs');
const { readManifest } = await import('../infra/validate/processes.mjs');
const { checkUnknownFields } = await import('../infra/validate/unknown-fields.mjs');

const AREAS = ['docker', 'compose', 'k8s'];

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The kustomizations to validate: the base (any image tag) and every overlay (release tags). */
function kustomizations(root) {
  const k8s = path.join(root, 'infra/k8s');
  const list = [];
  if (existsSync(path.join(k8s, 'base'))) list.push({ dir: 'infra/k8s/base', images: 'any' });
  const overlays = path.join(k8s, 'overlays');
  if (existsSync(overlays)) {
    for (const name of readdirSync(overlays).sort()) {
      list.push({ dir: `infra/k8s/overlays/${name}`, images: 'pinned' });
    }
  }
  return list;
}

/**
 * `typed` collects the objects for the unknown-field check, which runs once over all of them
 * (one TypeScript program, ~0.3 s, however many trees are checked).
 */
async function checkKubernetes(root, launcher, typed, renderer) {
  const problems = [];
  const list = kustomizations(root);
  if (list.length === 0) return [{ area: 'k8s', file: 'infra/k8s', message: 'no base or overlay' }];
  // kubectl is a process per rendering: the tree's renderings run side by side.
  const renderings = await Promise.all(
    list.map(({ dir }) =>
      renderer.render(path.join(root, dir)).then(
        (objects) => ({ objects }),
        (error) => ({ error }),
      ),
    ),
  );
  for (const [index, { dir, images }] of list.entries()) {
    const { objects, error } = renderings[index];
    if (error) {
      problems.push({ area: 'k8s', file: dir, message: `cannot render: ${error.message}` });
      continue;
    }
    problems.push(...(await checkSchemas(objects, dir)));
    problems.push(...checkManifests(objects, { file: dir, images, ...launcher }));
    for (const object of objects) {
      if (await hasSchema(object)) typed.push({ object, file: dir, id: idOf(object), root });
    }
  }
  return problems;
}

async function checkCompose(root, launcher, compose) {
  const file = path.join(root, 'docker-compose.yml');
  const problem = (message) => [{ area: 'compose', file: 'docker-compose.yml', message }];
  if (!existsSync(file)) return problem('missing');
  const { config, error } = await composeConfig(compose, file, readFileSync(file, 'utf8'));
  if (error) return problem(`${compose.join(' ')} config: ${error}`);
  return checkComposeConfig(config, { file: 'docker-compose.yml', root, ...launcher });
}

/** Checks each tree: { [root]: { processes, problems } or { error } when a check cannot run }. */
async function validate(roots, areas, renderer) {
  const results = {};
  const typed = [];
  const compose = areas.includes('compose') ? ensureDockerCompose() : null;
  // docker-compose (Python) takes ~1 s to start: the trees' compose checks run side by side.
  const composeProblems = await Promise.all(
    roots.map(async (root) => {
      if (!compose) return [];
      try {
        return await checkCompose(root, readManifest(root), compose);
      } catch (error) {
        return error;
      }
    }),
  );
  for (const [index, root] of roots.entries()) {
    try {
      const launcher = readManifest(root);
      const problems = [];
      if (areas.includes('docker')) problems.push(...checkDockerfiles(root, launcher.processes));
      if (composeProblems[index] instanceof Error) throw composeProblems[index];
      problems.push(...composeProblems[index]);
      if (areas.includes('k8s'))
        problems.push(...(await checkKubernetes(root, launcher, typed, renderer)));
      results[root] = {
        processes: launcher.processes.map((p) => p.name),
        renderer: renderer.name,
        problems,
      };
    } catch (error) {
      results[root] = { error: error.message };
    }
  }
  // An unknown field in the base shows once per rendering that contains it.
  for (const { root, ...problem } of checkUnknownFields(typed))
    results[root]?.problems?.push(problem);
  return results;
}

async function main(args) {
  let renderer;
  try {
    renderer = chooseRenderer(option(args, '--renderer') ?? 'auto');
  } catch (error) {
    console.error(`[validate-deploy] ${error.message}`);
    return 2;
  }
  const render = option(args, '--render');
  if (render) {
    try {
      const objects = await renderer.render(path.resolve(render));
      process.stdout.write(`${JSON.stringify(objects, null, 2)}\n`);
      return 0;
    } catch (error) {
      console.error(`[validate-deploy] cannot render ${render}: ${error.message}`);
      return 1;
    }
  }
  const root = path.resolve(
    option(args, '--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const areas = (option(args, '--only') ?? AREAS.join(',')).split(',');
  const unknown = areas.filter((area) => !AREAS.includes(area));
  if (unknown.length > 0) {
    console.error(`[validate-deploy] unknown area: ${unknown.join(', ')} (docker, compose, k8s)`);
    return 2;
  }
  const roots = option(args, '--roots');
  let results;
  try {
    results = await validate(
      roots ? roots.split(',').map((dir) => path.resolve(dir)) : [root],
      areas,
      renderer,
    );
  } catch (error) {
    console.error(`[validate-deploy] could not check: ${error.message}`);
    return 2;
  }
  if (roots) {
    process.stdout.write(`${JSON.stringify(results)}\n`);
    return 0;
  }
  const result = results[root];
  if (result.error) {
    console.error(`[validate-deploy] could not check: ${result.error}`);
    return 2;
  }
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    for (const { area, file, message } of result.problems) {
      console.error(`[${area}] ${file}: ${message}`);
    }
    console.log(
      `[validate-deploy] ${areas.join(', ')} for ${result.processes.length} processes (${result.processes.join(', ')})` +
        (areas.includes('k8s') ? `, Kubernetes rendered with ${renderer.note}: ` : ': ') +
        (result.problems.length === 0 ? 'no problem' : `${result.problems.length} problem(s)`),
    );
  }
  return result.problems.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
