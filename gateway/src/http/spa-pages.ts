import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which built HTML file answers a browser's navigation to an SPA address: `pages/<segment>.html`
 * when the build wrote one for the address's first path segment (scripts/route-pages.mjs: the
 * same app, preloading that route's chunks), else `index.html`. Paths are relative to the SPA's
 * dist directory, for `reply.sendFile`.
 */
export class SpaPages {
  private readonly segments: ReadonlySet<string>;

  constructor(distDir: string) {
    const dir = path.join(distDir, 'pages');
    this.segments = new Set(
      existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith('.html'))
            .map((name) => name.slice(0, -'.html'.length))
        : [],
    );
  }

  fileFor(url: string): string {
    const segment = /^\/([^/?#]+)/.exec(url)?.[1] ?? '';
    return this.segments.has(segment) ? `pages/${segment}.html` : 'index.html';
  }
}
