import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';

import {
  intlLocale,
  type LanguageCode,
  loadedMessages,
  openGraphLocale,
  textDirection,
  type WebNamespace,
} from '@app/i18n/web';

import { CATALOGUES_ATTRIBUTE } from '../lib/i18n/page-language';
import { HYDRATION_DATA_ID } from '../app/hydration-data';
import { TOKEN_VARIABLES, TOKENS } from '../app/theme/tokens';
import type { PageAssets } from './assets';

/** One `<style>` of the page's Emotion styles, as Emotion's server extracts them. */
export interface PageStyle {
  key: string;
  ids: string[];
  css: string;
}

interface PageDocumentProps {
  /** The page's language: `<html lang dir>` (Arabic right to left), docs/adr/0035. */
  language: LanguageCode;
  /** The message namespaces the page was rendered with (the browser loads the same). */
  namespaces: readonly WebNamespace[];
  productName: string;
  /** The server's render of #root (the app's markup). */
  appHtml: string;
  styles: PageStyle[];
  /**
   * What the browser hydrates the page with, serialised (app/hydration-data.ts): the router's
   * hydration state, or the landing page's data.
   */
  hydrationData: string;
  assets: PageAssets;
}

/**
 * The HTML document around a server-rendered page: the head (what search results and shared links
 * show, the page's styles, its scripts preloaded), the app's markup in #root, the data the browser
 * hydrates it with, then the app's entry. Emotion's style tags carry the names the browser's cache
 * adopts (`data-emotion="<key> <ids…>"`, Emotion's own format).
 */
function PageDocument({
  language,
  namespaces,
  productName,
  appHtml,
  styles,
  hydrationData,
  assets,
}: PageDocumentProps) {
  // What search results and shared links show, in the page's language (its `web` messages are
  // loaded before the page renders).
  const intl = createIntl({ locale: intlLocale(language), messages: loadedMessages(language) });
  const title = intl.formatMessage(
    { id: 'title.page' },
    { page: intl.formatMessage({ id: 'title.home' }), productName },
  );
  const description = intl.formatMessage({ id: 'page.description' });
  const shareDescription = intl.formatMessage({ id: 'page.shareDescription' });
  return (
    // The design tokens as custom properties, for the components styled by plain stylesheets.
    // The language's Intl locale (English: en-GB) and the page's message namespaces, which the
    // browser's entry reads back (lib/i18n/page-language.ts) to hydrate with the same messages.
    <html
      lang={intlLocale(language)}
      dir={textDirection(language)}
      {...{ [CATALOGUES_ATTRIBUTE]: namespaces.filter((name) => name !== 'web').join(' ') }}
      style={TOKEN_VARIABLES}
    >
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={productName} />
        <meta property="og:locale" content={openGraphLocale(language)} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={shareDescription} />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={shareDescription} />
        <meta name="theme-color" content={TOKENS.primary} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* Installable (issue #22): the web app manifest, written by the build (vite.config.ts). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* The first paint waits until the browser has parsed the whole page (up to the hydration
            data after #root): the HTML standard's render-blocking `rel="expect"`. Without it
            Chromium may paint the top of a page before it has parsed the rest, and the largest
            element then paints later than the first (e2e/first-paint.spec.ts). Browsers without
            it ignore the link. */}
        <link rel="expect" href={`#${HYDRATION_DATA_ID}`} blocking="render" />
        {/* The build's stylesheets of the page's code, inline (docs/adr/0026): the page paints
            with nothing to fetch first. `data-href` names the file each comes from. */}
        {assets.stylesheets.map(({ href, css }) => (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {styles.map(({ key, ids, css }) => (
          <style
            key={`${key} ${ids.join(' ')}`}
            data-emotion={`${key} ${ids.join(' ')}`}
            dangerouslySetInnerHTML={{ __html: css }}
          />
        ))}
      </head>
      <body>
        <noscript>
          This app needs JavaScript. Please enable it to track your Schengen days.
        </noscript>
        <div id="root" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script
          type="application/json"
          id={HYDRATION_DATA_ID}
          dangerouslySetInnerHTML={{ __html: hydrationData }}
        />
        {/* The page's entry (the app's, src/main.tsx, or the landing page's, src/landing-main.tsx),
            which loads the rest of its code once the page has painted: the page paints from its
            HTML and styles alone. */}
        <script type="module" crossOrigin="" src={assets.entry} />
      </body>
    </html>
  );
}

/** The whole document as HTML text. */
export function renderDocument(props: PageDocumentProps): string {
  return `<!doctype html>${renderToStaticMarkup(<PageDocument {...props} />)}`;
}
