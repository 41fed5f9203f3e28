/**
 * HOUSE-STYLE: a feature of the SPA (frontend/src/features/<name>) may import components/, lib/,
 * config/ and the libs, never another feature; routes in app/ compose features. What two features
 * share moves down (lib/travel, components/year-calendar). This scans every import of every
 * feature file and resolves relative specifiers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve(__dirname, '../../frontend/src/features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** `import … from '…'`, `export … from '…'`, `import('…')` and `jest.mock('…')` specifiers. */
export function importSpecifiers(source: string): string[] {
  const pattern = /(?:from\s+|import\s*\(\s*|jest\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] as string);
}

export function crossFeatureImports(): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(featuresDir)) {
    const own = path.relative(featuresDir, file).split(path.sep)[0];
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..')) continue; // outside features/
      const feature = target.split(path.sep)[0];
      if (feature !== own) {
        problems.push(
          `${path.relative(featuresDir, file)} imports features/${feature} ('${specifier}')`,
        );
      }
    }
  }
  return problems;
}

describe('SPA feature boundaries', () => {
  it('finds the specifiers of every import form', () => {
    expect(
      importSpecifiers(
        `import a from '../../travel';\nexport { b } from './b';\nconst c = import('../x');\njest.mock('../../y/z');`,
      ),
    ).toEqual(['../../travel', './b', '../x', '../../y/z']);
  });

  it('no feature imports another feature', () => {
    expect(crossFeatureImports()).toEqual([]);
  });
});
