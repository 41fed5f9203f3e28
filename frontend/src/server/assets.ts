import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  CLIENT_ENTRY,
  LANDING_ENTRY,
  landingChunks,
  type Manifest,
  pageChunks,
} from './asset-manifest';

/** One stylesheet of the build (a CSS module's, extracted by Vite): its address and its text. */
export interface PageStylesheet {
  href: string;
  css: string;
}

/**
 * What one page's HTML carries of the build: its entry script (the app's, or the landing page's,
 * which loads the rest of the page's code once it has painted) and the stylesheets of that code,
 * which the document inlines: the page paints from its HTML alone, with no stylesheet to fetch
 * first (docs/adr/0026).
 */
export interface PageAssets {
  entry: string;
  stylesheets: PageStylesheet[];
}

/** The built SPA's files (its `dist` folder), for the pages the server renders. */
export class SpaAssets {
  private readonly texts = new Map<string, string>();

  /** `readFile(file)`: the text of a file of the build, by its path in the manifest. */
  constructor(
    private readonly manifest: Manifest,
    private readonly readFile: (file: string) => string,
  ) {}

  /** Reads `<distDir>/.vite/manifest.json`; throws when the SPA has not been built. */
  static load(distDir: string): SpaAssets {
    const file = path.join(distDir, '.vite', 'manifest.json');
    return new SpaAssets(JSON.parse(readFileSync(file, 'utf8')) as Manifest, (name) =>
      readFileSync(path.join(distDir, name), 'utf8'),
    );
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
    const entry = this.manifest[entryKey];
    if (!entry) throw new Error(`the Vite manifest has no ${entryKey}`);
    const files = new Set(keys.flatMap((key) => this.manifest[key]?.css ?? []));
    return {
      entry: `/${entry.file}`,
      stylesheets: [...files].map((file) => ({ href: `/${file}`, css: this.text(file) })),
    };
  }

  /** A file's text, read once for the process's life. */
  private text(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) {
      text = this.readFile(file);
      this.texts.set(file, text);
    }
    return text;
  }
}
