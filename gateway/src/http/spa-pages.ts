import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The page the build writes for an address whose first segment has no page of its own. */
const FALLBACK_PAGE = 'not-found';

/**
 * Which built HTML file answers a browser's navigation to an SPA address: `pages/<segment>.html`
 * when the build wrote one for the address's first path segment (scripts/route-pages.mjs: the
 * same app, preloading that route's chunks and API answers), else `pages/not-found.html` (the
 * router's 404 page; `index.html` for a build without it). `index.html` itself is `/` only: it
 * carries the prerendered landing page, which no other address may flash. Paths are relative to
 * the SPA's dist directory, for `reply.sendFile`.
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
    if (segment === '') return 'index.html';
    if (this.segments.has(segment)) return `pages/${segment}.html`;
    return this.segments.has(FALLBACK_PAGE) ? `pages/${FALLBACK_PAGE}.html` : 'index.html';
  }
}
