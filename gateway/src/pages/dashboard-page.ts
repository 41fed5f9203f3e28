import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import escapeHtml from 'escape-html';

import type { UserDto } from '@app/contracts';

/**
 * Where the build's prerendered dashboard (frontend/src/app/prerender/pages.tsx) welcomes its
 * user; a workspace check keeps the two equal.
 */
export const DISPLAY_NAME_TOKEN = '__SCHENGEN_TRACKER_DISPLAY_NAME__';

/** The name the dashboard welcomes, as the SPA writes it (frontend dashboard-route.tsx). */
export function displayName(user: Pick<UserDto, 'first_name' | 'username'>): string {
  return user.first_name?.trim() || user.username;
}

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

const encodings = new Negotiator<HtmlEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to send to a client with this Accept-Encoding header. */
export function htmlEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  return acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? 'identity') : 'identity';
}

/** `html` in `encoding`: brotli at a quality that takes ~1 ms for the dashboard's ~80 kB. */
export function encodeHtml(html: string, encoding: HtmlEncoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(html, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
}

/**
 * The dashboard's HTML for one user: the build's prerendered frame and welcome heading
 * (pages/dashboard.html) with the user's name in it, so that the page's largest paint comes from
 * the HTML rather than after the app has loaded (docs/adr/0015). `null` name: the heading without
 * one ("Welcome back!"), for when the user cannot be read.
 */
export class DashboardPageTemplate {
  private constructor(
    private readonly before: string,
    private readonly after: string,
  ) {}

  /** The template in `distDir`, or null when the build wrote no prerendered dashboard. */
  static load(distDir: string): DashboardPageTemplate | null {
    const file = path.join(distDir, 'pages', 'dashboard.html');
    if (!existsSync(file)) return null;
    const html = readFileSync(file, 'utf8');
    const at = html.indexOf(DISPLAY_NAME_TOKEN);
    if (at < 0 || html.indexOf(DISPLAY_NAME_TOKEN, at + 1) >= 0) return null;
    return new DashboardPageTemplate(html.slice(0, at), html.slice(at + DISPLAY_NAME_TOKEN.length));
  }

  render(name: string | null): string {
    if (name !== null) return `${this.before}${escapeHtml(name)}${this.after}`;
    // "Welcome back, …!" without a name: drop the comma before it.
    return `${this.before.replace(/,\s*$/, '')}${this.after}`;
  }
}
