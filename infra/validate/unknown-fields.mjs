// Unknown fields in Kubernetes objects (`readinesProbe:` for `readinessProbe:`). The OpenAPI
// schemas leave objects open, so a schema check accepts a misspelt field and the API server (or
// the cluster's admission) finds it only at deploy time. TypeScript's excess-property check over
// kubernetes-models' interfaces finds every one of them offline: each object becomes an object
// literal typed with its kind's interface, in one in-memory program. TypeScript reports the first
// unknown field of each object: fix it and run again to see the next.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Excess property (2353) and excess property with a suggestion (2561). */
const UNKNOWN_FIELD_CODES = new Set([2353, 2561]);

/**
 * @param {Array<{ object: object, file: string, id: string, root?: string }>} entries objects
 *   whose kind has a kubernetes-models interface (checkSchemas reports the others); each problem
 *   carries its entry's `root` back.
 */
export function checkUnknownFields(entries) {
  if (entries.length === 0) return [];
  // Identical objects (a base object in several renderings, the same file in several trees) are
  // checked once and reported for each of their entries.
  const groups = new Map();
  for (const entry of entries) {
    const key = JSON.stringify(entry.object);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(entry);
  }
  const distinct = [...groups.values()];
  return checkDistinct(distinct.map((group) => group[0].object)).flatMap(({ index, message }) =>
    distinct[index].map((entry) => ({
      root: entry.root,
      area: 'k8s',
      file: entry.file,
      message: `${entry.id}: ${message}`,
    })),
  );
}

/** [{ index, message }] for the objects with an unknown field (the first one of each object). */
function checkDistinct(objects) {
  // Beside this module, so that `kubernetes-models` resolves from the workspace's node_modules.
  const fileName = path.join(here, '__unknown-fields-check__.ts');
  // One import per kind, then one typed declaration per object; `starts` maps lines to objects.
  const types = new Map();
  const lines = [];
  for (const object of objects) {
    const module = `kubernetes-models/${object.apiVersion}/${object.kind}`;
    if (!types.has(module)) {
      types.set(module, `T${types.size}`);
      lines.push(`import type { I${object.kind} as ${types.get(module)} } from '${module}';`);
    }
  }
  const starts = [];
  objects.forEach((object, index) => {
    starts.push(lines.length + 1);
    const type = types.get(`kubernetes-models/${object.apiVersion}/${object.kind}`);
    lines.push(
      ...`export const o${index}: ${type} = ${JSON.stringify(object, null, 1)};`.split('\n'),
    );
  });
  const source = `${lines.join('\n')}\n`;
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  const program = ts.createProgram([fileName], options, host);
  const problems = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file?.fileName !== fileName || !UNKNOWN_FIELD_CODES.has(diagnostic.code))
      continue;
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1;
    const index = starts.findLastIndex((start) => start <= line);
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const match = /'"?([^'"]+)"?' does not exist in type '([^']+)'/.exec(text);
    const hint = /Did you mean to write '"?([^'"]+)"?'/.exec(text);
    const type = match ? ` in ${match[2].replace(/^I(IoK8s\w+?V\d\w*?)?/, '')}` : '';
    problems.push({
      index,
      message: `unknown field "${match?.[1] ?? text}"${type}${hint ? ` (did you mean "${hint[1]}"?)` : ''}`,
    });
  }
  return problems;
}
