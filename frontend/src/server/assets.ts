import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CLIENT_ENTRY, type Manifest, pageChunks } from './asset-manifest';

/**
 * The browser files one page names in its HTML: the app's entry script (which loads the rest of
 * the page's code once it has painted, src/main.tsx) and the stylesheets of that code.
 */
export interface PageAssets {
  entry: string;
  stylesheets: string[];
}

/** The built SPA's files (its `dist` folder), for the pages the server renders. */
export class SpaAssets {
  constructor(private readonly manifest: Manifest) {}

  /** Reads `<distDir>/.vite/manifest.json`; throws when the SPA has not been built. */
  static load(distDir: string): SpaAssets {
    const file = path.join(distDir, '.vite', 'manifest.json');
    return new SpaAssets(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  }

  /** What a page of the route modules `modules` (app/router.tsx `handle`) loads. */
  forPage(modules: readonly string[]): PageAssets {
    const keys = pageChunks(this.manifest, modules);
    const url = (file: string) => `/${file}`;
    const entry = this.manifest[CLIENT_ENTRY];
    if (!entry) throw new Error(`the Vite manifest has no ${CLIENT_ENTRY}`);
    return {
      entry: url(entry.file),
      stylesheets: [...new Set(keys.flatMap((key) => this.manifest[key]?.css ?? []))].map(url),
    };
  }
}
