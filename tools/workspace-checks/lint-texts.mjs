// Lints source texts as if they stood at the given paths, with the workspace's real ESLint config,
// and prints the rule ids reported for each. Input on stdin: [{ "filePath": "...", "code": "..." }].
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  results.push({
    filePath: probe.filePath,
    messages: (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message })),
  });
}
process.stdout.write(JSON.stringify(results));
