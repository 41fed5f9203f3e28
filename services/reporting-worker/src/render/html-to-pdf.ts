import type { Page } from 'puppeteer-core';

export interface HtmlToPdfOptions {
  /** The footer printed on every page (Chromium's template: `pageNumber`, `totalPages` classes). */
  footerHtml: string;
  /** How long loading and printing may take (ms). */
  timeoutMs: number;
}

export interface RenderedPdf {
  pdf: Buffer;
  /** Every request the document tried and was refused (none for a well-formed report). */
  blockedRequests: string[];
}

/** The refused requests of the document a locked-down page is rendering now. */
interface Lockdown {
  blocked: string[];
}

const lockdowns = new WeakMap<Page, Promise<Lockdown>>();

/**
 * Turns JavaScript off and makes the page refuse every request, once per page (pages are reused
 * from one PDF to the next).
 */
function lockDown(page: Page): Promise<Lockdown> {
  let lockdown = lockdowns.get(page);
  if (!lockdown) {
    lockdown = (async () => {
      const state: Lockdown = { blocked: [] };
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        state.blocked.push(request.url());
        request.abort('blockedbyclient').catch(() => undefined);
      });
      return state;
    })();
    lockdowns.set(page, lockdown);
  }
  return lockdown;
}

/**
 * Prints `html` to an A4 PDF on `page`, with nothing loaded from the network or the file system:
 * JavaScript is off and request interception refuses every request, so a note holding a `<script>`
 * or a URL can only ever be text (the templates escape it as well). The page size and margins come
 * from the document's print stylesheet.
 */
export async function htmlToPdf(
  page: Page,
  html: string,
  options: HtmlToPdfOptions,
): Promise<RenderedPdf> {
  const lockdown = await lockDown(page);
  // A fresh document: `setContent` alone would write into the previous one, which keeps state
  // such as its content security policy.
  await page.goto('about:blank', { timeout: options.timeoutMs });
  lockdown.blocked = [];
  await page.setContent(html, { waitUntil: 'load', timeout: options.timeoutMs });
  const pdf = await page.pdf({
    format: 'A4',
    preferCSSPageSize: true,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: options.footerHtml,
    // Untagged: a tagged PDF of 2,000 visits is ~14 times larger and takes ~1.7 times as long.
    tagged: false,
    timeout: options.timeoutMs,
  });
  return { pdf: Buffer.from(pdf), blockedRequests: [...lockdown.blocked] };
}
