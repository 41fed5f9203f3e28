/**
 * scripts/prerender.mjs: Emotion's server styles move into <head>, the prerendered page replaces
 * the 'Loading...' placeholder of #root, and controls stay disabled until the app replaces them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Page {
  styles: string[];
  body: string;
}
let prerender: {
  splitStyles: (markup: string, styleSource?: string) => Page;
  injectPrerendered: (html: string, page: Page) => string;
};

beforeAll(async () => {
  prerender = await import(path.resolve(__dirname, '../../scripts/prerender.mjs'));
});

const TEMPLATE = [
  '<!doctype html><html><head><title>x</title></head><body>',
  '<div id="root">',
  '  <div class="boot" role="status">Loading...</div>',
  '</div>',
  '</body></html>',
].join('\n');

describe('prerendered pages', () => {
  it("takes Emotion's <style> tags out of the markup, in order, and disables the controls", () => {
    const page = prerender.splitStyles(
      '<style data-emotion="css-global 1">body{margin:0}</style><div class="css-a">' +
        '<style data-emotion="css a">.css-a{color:red}</style><form aria-label="Sign in">' +
        '<input name="u"><button type="submit">Go</button></form><a href="/auth">Sign up</a></div>',
    );
    expect(page.styles).toEqual([
      '<style data-emotion="css-global 1">body{margin:0}</style>',
      '<style data-emotion="css a">.css-a{color:red}</style>',
    ]);
    expect(page.body).toBe(
      '<div class="css-a"><form aria-label="Sign in"><input disabled="" name="u">' +
        '<button disabled="" type="submit">Go</button></form><a href="/auth">Sign up</a></div>',
    );
  });

  it('joins the class styles into one tag naming each, in document order; global ones stay apart', () => {
    const page = prerender.splitStyles(
      '<style data-emotion="css-global 1">body{margin:0}</style><div class="css-a">' +
        '<style data-emotion="css a">.css-a{color:red}</style><p class="css-b css-c">' +
        '<style data-emotion="css b c">.css-b{margin:0}.css-c{padding:0}</style>x</p>' +
        '<style data-emotion="css-global 2">html{color:blue}</style>' +
        '<style data-emotion="css d">.css-d{color:green}</style></div>',
    );
    expect(page.styles).toEqual([
      '<style data-emotion="css-global 1">body{margin:0}</style>',
      '<style data-emotion="css-global 2">html{color:blue}</style>',
      '<style data-emotion="css a b c d">.css-a{color:red}.css-b{margin:0}.css-c{padding:0}' +
        '.css-d{color:green}</style>',
    ]);
    expect(page.body).toBe('<div class="css-a"><p class="css-b css-c">x</p></div>');
  });

  it("adds the styles of a page's style source after its own, each once, and none of its markup", () => {
    const page = prerender.splitStyles(
      '<style data-emotion="css-global 1">body{margin:0}</style>' +
        '<style data-emotion="css a">.css-a{color:red}</style><h1 class="css-a">Hi</h1>',
      '<style data-emotion="css-global 1">body{margin:0}</style>' +
        '<style data-emotion="css a">.css-a{color:red}</style><div class="css-a">' +
        '<style data-emotion="css z">.css-z{color:blue}</style><p class="css-z">Later</p></div>',
    );
    expect(page.styles).toEqual([
      '<style data-emotion="css-global 1">body{margin:0}</style>',
      '<style data-emotion="css a z">.css-a{color:red}.css-z{color:blue}</style>',
    ]);
    expect(page.body).toBe('<h1 class="css-a">Hi</h1>');
  });

  it('puts the page in #root, marked as prerendered, and its styles at the end of <head>', () => {
    const html = prerender.injectPrerendered(TEMPLATE, {
      styles: ['<style data-emotion="css a">.css-a{}</style>'],
      body: '<h1 class="css-a">Try it</h1>',
    });
    expect(html).toContain(
      '<style data-emotion="css a">.css-a{}</style>\n  </head><body>\n<div id="root" data-prerendered><h1 class="css-a">Try it</h1></div>',
    );
    expect(html).not.toContain('Loading...');
  });

  it('refuses a template without the placeholder', () => {
    expect(() =>
      prerender.injectPrerendered('<html><head></head><body></body></html>', {
        styles: [],
        body: '',
      }),
    ).toThrow(/Loading\.\.\./);
  });
});

describe('the configuration the pages are prerendered with', () => {
  it("is the gateway's default PRODUCT_NAME and SUPPORT_EMAIL", () => {
    const read = (file: string) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    const gateway = read('gateway/src/config/env.schema.ts');
    const pages = read('frontend/src/app/prerender/pages.tsx');
    const gatewayDefault = (name: string) =>
      new RegExp(`${name}: string = '([^']*)'`).exec(gateway)?.[1];
    expect(gatewayDefault('PRODUCT_NAME')).toBeDefined();
    expect(pages).toContain(`product_name: '${gatewayDefault('PRODUCT_NAME')}'`);
    expect(pages).toContain(`support_email: '${gatewayDefault('SUPPORT_EMAIL')}'`);
  });

  it("marks the dashboard's name where the gateway looks for it", () => {
    const read = (file: string) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    const token = (text: string) => /DISPLAY_NAME_TOKEN = '([^']+)'/.exec(text)?.[1];
    const pages = token(read('frontend/src/app/prerender/pages.tsx'));
    expect(pages).toBeDefined();
    expect(token(read('gateway/src/pages/dashboard-page.ts'))).toBe(pages);
  });
});
