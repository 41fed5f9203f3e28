// Makes sure a Chromium exists for the PDF worker and the browser tests: CHROMIUM_PATH, else
// /usr/bin/chromium, else (as root with apt) Debian's `chromium` package is installed. Prints the
// path it found.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = !spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).error;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is needed for PDF export and the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log(
    'installing Debian chromium for PDF export and the browser tests (once per machine)…',
  );
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  if (!existsSync(wanted)) throw new Error(`apt-get installed chromium but ${wanted} is missing`);
  return wanted;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
