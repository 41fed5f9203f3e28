import {
  cpSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  copyFileSync,
} from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface ScratchOptions {
  /** Files and folders copied from this repository (their node_modules and dist/ left out). */
  copy: readonly string[];
  /**
   * Packages that must really be inside the scratch checkout's node_modules (hard links, else
   * copies): Node resolves a symlinked package to where it really is.
   */
  ownPackages?: readonly string[];
}

/**
 * A checkout of this repository's working tree in `dir`, for what a test runs there: the `copy`
 * parts, and node_modules folders (the root's and, when copied, the frontend's) whose entries are
 * symlinks to this repository's, except `ownPackages`. Tools that write into node_modules (Vite's
 * temporary files, the prerender bundle) write into the scratch checkout's own folder.
 */
export function scratchCheckout(dir: string, { copy, ownPackages = [] }: ScratchOptions): string {
  for (const part of copy) {
    cpSync(path.join(repoRoot, part), path.join(dir, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
  }
  linkNodeModules(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), ownPackages);
  if (copy.includes('frontend')) {
    linkNodeModules(
      path.join(repoRoot, 'frontend/node_modules'),
      path.join(dir, 'frontend/node_modules'),
      [],
    );
  }
  return dir;
}

function linkNodeModules(from: string, to: string, own: readonly string[]): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    // Tools' own state (.vite-temp, .prerender, caches) stays in each checkout.
    if (name.startsWith('.') && name !== '.bin') continue;
    if (own.includes(name)) hardLinkTree(path.join(from, name), path.join(to, name));
    else symlinkSync(path.join(from, name), path.join(to, name));
  }
}

/** `from` again at `to`: folders made, files hard-linked (copied across file systems). */
function hardLinkTree(from: string, to: string): void {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to);
  } else if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true, mode: stat.mode & 0o7777 });
    for (const name of readdirSync(from)) hardLinkTree(path.join(from, name), path.join(to, name));
  } else {
    try {
      linkSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      copyFileSync(from, to);
    }
  }
}
