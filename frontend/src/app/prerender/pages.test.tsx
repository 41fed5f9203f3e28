import { screen } from '@testing-library/react';

import { TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { renderApp } from '../../testing/render';
import { PRERENDERED_PAGES, renderPage } from './pages';

/**
 * The prerendered copy of a page (scripts/prerender.mjs writes it into the built HTML) must be
 * what the app renders first: the app replaces it in one commit, and only an identical copy (the
 * same elements, classes and text, so the same sizes) makes that replacement invisible: no layout
 * shift and no later, larger contentful paint.
 */
function parse(markup: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const root = document.createElement('div');
  root.append(template.content);
  return root;
}

/**
 * An element as a comparable text: tags, attributes (in a fixed order, inline styles as the
 * browser reads them) and text. Left out: MUI's tab indicator, which every mount of MUI's Tabs
 * first draws inside the selected tab and then, once measured, below the tabs.
 */
function normalised(element: Element | null): string {
  if (!element) return '<missing>';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.MuiTabs-indicator').forEach((indicator) => indicator.remove());
  const describe = (node: Element): string => {
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== 'data-discover')
      .map((attribute) =>
        attribute.name === 'style'
          ? `style=${(node as HTMLElement).style.cssText}`
          : `${attribute.name}=${attribute.value}`,
      )
      .sort();
    const children = [...node.childNodes].map((child) =>
      child.nodeType === Node.ELEMENT_NODE ? describe(child as Element) : child.textContent,
    );
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children.join('')}</>`;
  };
  return describe(copy);
}

describe('prerendered pages', () => {
  it('prerenders / and /auth', () => {
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(['', 'auth']);
  });

  it("prerenders the landing page's header, headline and introduction as the app renders them", async () => {
    const prerendered = parse(renderPage('', TEST_PRODUCT_CONFIG));
    const { container } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    for (const selector of ['header', 'h1', 'main p', 'footer']) {
      expect(normalised(prerendered.querySelector(selector))).toBe(
        normalised(container.querySelector(selector)),
      );
    }
    expect(prerendered.querySelector('h1')?.textContent).toBe(
      `Try ${TEST_PRODUCT_CONFIG.product_name}'s Interactive Calendar`,
    );
  });

  it('prerenders the sign-in page (its form, its footer) as the app renders it', async () => {
    const prerendered = parse(renderPage('auth', TEST_PRODUCT_CONFIG));
    const { container } = renderApp({ route: '/auth' });
    await screen.findByRole('heading', { level: 1 });
    for (const selector of ['main', 'aside', 'footer']) {
      expect(normalised(prerendered.querySelector(selector))).toBe(
        normalised(container.querySelector(selector)),
      );
    }
  });

  it("prerenders with the gateway's default configuration unless given another", () => {
    const page = parse(renderPage(''));
    expect(page.querySelector('h1')?.textContent).toBe(
      "Try Schengen Tracker's Interactive Calendar",
    );
    expect(page.querySelector('footer a[href^="mailto:"]')?.textContent).toBe(
      'support@schengen-tracker.example',
    );
  });
});
