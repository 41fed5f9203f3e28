/**
 * Proves that the lint rules of HOUSE-STYLE.md fire: the module boundaries between apps and libs,
 * focused and skipped tests, and `any`. A rule that silently stopped working (for example the Nx
 * boundary rule, which skips itself when no project graph is cached) fails here.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Probe {
  filePath: string;
  code: string;
}

interface LintResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

function lint(probes: Probe[]): LintResult[] {
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(probes.map((p) => ({ ...p, filePath: path.join(root, p.filePath) }))),
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintResult[];
}

const cases: Array<{ name: string; probe: Probe; rule: string | null }> = [
  {
    name: 'schengen-rules may not import a framework',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.ts',
      code: "import { validate } from 'class-validator';\nexport const v = validate;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'schengen-rules may not import another workspace lib',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.ts',
      code: "import { AppError } from '@app/contracts';\nexport const e = AppError;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    // Contracts read the countries from the rules (ADR 0036); the rules import nothing of ours.
    name: 'the rules library may not import contracts',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.ts',
      code: "import { AppError } from '@app/contracts';\nexport const e = AppError;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'i18n may not import another workspace lib (server and SPA share it)',
    probe: {
      filePath: 'libs/i18n/src/probe.ts',
      code: "import { AppError } from '@app/contracts';\nexport const e = AppError;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'i18n may not import a UI framework',
    probe: {
      filePath: 'libs/i18n/src/probe.ts',
      code: "import { useState } from 'react';\nexport const s = useState;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'the RPC transport may not import nest-core (it sits below it)',
    probe: {
      filePath: 'libs/rpc/src/probe.ts',
      code: "import { loadConfig } from '@app/nest-core';\nexport const l = loadConfig;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a service may not reach into another service',
    probe: {
      filePath: 'services/travel/src/probe.ts',
      code: "import { thing } from '../../auth/src/thing';\nexport const t = thing;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a lib may not be imported by a deep path',
    probe: {
      filePath: 'services/travel/src/probe.ts',
      code: "import { daysUsed } from '@app/schengen-rules/src/window/days-used';\nexport const d = daysUsed;\n",
    },
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'production code may not use the server test kit',
    probe: {
      filePath: 'services/travel/src/probe.ts',
      code: "import { aTravelEntry } from '@app/testing';\nexport const b = aTravelEntry;\n",
    },
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'the gateway may not import the rules library',
    probe: {
      filePath: 'gateway/src/probe.ts',
      code: "import { daysUsed } from '@app/schengen-rules';\nexport const d = daysUsed;\n",
    },
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'the SPA may not import contracts as values',
    probe: {
      filePath: 'frontend/src/probe.ts',
      code: "import { AppError } from '@app/contracts';\nexport const e = AppError;\n",
    },
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'a focused test fails lint',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.spec.ts',
      code: "it.only('runs alone', () => { expect(1).toBe(1); });\n",
    },
    rule: 'jest/no-focused-tests',
  },
  {
    name: 'a focused describe fails lint',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.spec.ts',
      code: "describe.only('alone', () => { it('runs', () => { expect(1).toBe(1); }); });\n",
    },
    rule: 'jest/no-focused-tests',
  },
  {
    name: 'a skipped test fails lint',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.spec.ts',
      code: "it.skip('later', () => { expect(1).toBe(1); });\n",
    },
    rule: 'jest/no-disabled-tests',
  },
  {
    name: 'any is an error outside tests',
    probe: {
      filePath: 'libs/schengen-rules/src/probe.ts',
      code: 'export const loose = (value: any): string => String(value);\n',
    },
    rule: '@typescript-eslint/no-explicit-any',
  },
];

const allowed: Array<{ name: string; probe: Probe }> = [
  {
    name: 'a service imports the rules library and the contracts',
    probe: {
      filePath: 'services/travel/src/probe.ts',
      code: "import { AppError } from '@app/contracts';\nimport { daysUsed } from '@app/schengen-rules';\n\nexport const used = [AppError, daysUsed];\n",
    },
  },
  {
    name: 'the SPA imports contracts as types and the rules library as values',
    probe: {
      filePath: 'frontend/src/probe.ts',
      code: "import type { AppError } from '@app/contracts';\nimport { daysUsed } from '@app/schengen-rules';\n\nexport const used = daysUsed;\nexport type E = AppError;\n",
    },
  },
  {
    name: 'the gateway imports the languages library as values',
    probe: {
      filePath: 'gateway/src/probe.ts',
      code: "import { negotiateLanguage } from '@app/i18n';\n\nexport const n = negotiateLanguage;\n",
    },
  },
];

describe('workspace lint rules', () => {
  let results: LintResult[];

  beforeAll(() => {
    results = lint([...cases.map((c) => c.probe), ...allowed.map((a) => a.probe)]);
  }, 120_000);

  it.each(cases.map((c, index) => [c.name, index, c.rule] as const))('%s', (_name, index, rule) => {
    const ruleIds = results[index]!.messages.map((m) => m.ruleId);
    expect(ruleIds).toContain(rule);
  });

  it.each(allowed.map((a, index) => [a.name, cases.length + index] as const))(
    'allows: %s',
    (_name, index) => {
      expect(results[index]!.messages).toEqual([]);
    },
  );
});
