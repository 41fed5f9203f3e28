import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  CLIENT_ENTRY,
  LANDING_ENTRY,
  landingChunks,
  type Manifest,
  pageChunks,
} from './asset-manifest';

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
    return this.assetsOf(CLIENT_ENTRY, pageChunks(this.manifest, modules));
  }

  /** What the visitor's landing page loads: its own entry (docs/adr/0026). */
  forLanding(): PageAssets {
    return this.assetsOf(LANDING_ENTRY, landingChunks(this.manifest));
  }

  private assetsOf(entryKey: string, keys: readonly string[]): PageAssets {
    const url = (file: string) => `/${file}`;
    const entry = this.manifest[entryKey];
    if (!entry) throw new Error(`the Vite manifest has no ${entryKey}`);
    return {
      entry: url(entry.file),
      stylesheets: [...new Set(keys.flatMap((key) => this.manifest[key]?.css ?? []))].map(url),
    };
  }
}
