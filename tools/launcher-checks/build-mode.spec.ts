/**
 * `npm start` and `npm run build` whatever NODE_ENV the shell has (issue #17): the build picks
 * production mode itself (scripts/build.mjs). The whole build runs, as `node scripts/build.mjs`
 * runs it, in a scratch checkout (this repository's sources, its node_modules linked), so that
 * the repository's own dist/ folders, which other tests run, stay as they are.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { scratchCheckout } from './support/scratch-checkout';

let checkout: string;

beforeAll(() => {
  checkout = scratchCheckout(mkdtempSync(path.join(tmpdir(), 'build-mode-')), {
    copy: [
      'package.json',
      'tsconfig.base.json',
      '.swcrc',
      'scripts',
      'frontend',
      'libs/schengen-rules',
      'libs/i18n',
    ],
  });
  // The build lists services/*: this checkout has none to compile.
  mkdirSync(path.join(checkout, 'services'));
});

afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe.each(['development', 'test'])('the build under NODE_ENV=%s', (shellMode) => {
  it('succeeds and bundles the production build of the web app', () => {
    for (const dir of ['frontend/dist', 'frontend/dist-server']) {
      rmSync(path.join(checkout, dir), { recursive: true, force: true });
    }
    const build = spawnSync(process.execPath, [path.join(checkout, 'scripts/build.mjs')], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: shellMode },
    });

    expect({ status: build.status, output: `${build.stdout}${build.stderr}` }).toEqual({
      status: 0,
      output: expect.stringContaining('[build] done'),
    });
    // The browser's bundles (frontend/dist/assets) and the web server that renders the pages
    // (frontend/dist-server, ADR 0019): React's development JSX runtime is what a
    // development-mode bundle calls, in either.
    const bundles = [
      ...readdirSync(path.join(checkout, 'frontend/dist/assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(checkout, 'frontend/dist/assets', name)),
      path.join(checkout, 'frontend/dist-server/main.js'),
    ];
    expect(bundles.filter((file) => !existsSync(file))).toEqual([]);
    expect(bundles.length).toBeGreaterThan(1);
    const development = bundles.filter((file) => readFileSync(file, 'utf8').includes('jsxDEV'));
    expect(development).toEqual([]);
  });
});
