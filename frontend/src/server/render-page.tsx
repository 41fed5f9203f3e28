import { text } from 'node:stream/consumers';

import createEmotionServer from '@emotion/server/create-instance';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';

import { negotiateLanguage } from '@app/i18n';
import { languageFromCookie, loadCatalogues } from '@app/i18n/web';

import { AppProviders } from '../app/app';
import { createEmotionCache } from '../app/emotion-cache';
import { serializeHydrationData } from '../app/hydration-data';
import type { LandingData } from '../app/landing/landing-data';
import { LandingRoot } from '../app/landing/landing-root';
import { type RootData, ROUTE_IDS, routerContext } from '../app/route-data';
import { type RouteHandle, routes } from '../app/router';
import { makeStore } from '../app/store';
import { isDonationReturn } from '../features/donate/donation-return';
import {
  OFFLINE_ROUTE_MODULES,
  OFFLINE_SHELL_DATA,
  OFFLINE_SHELL_PATH,
} from '../features/offline/offline-shell';
import type { PageLanguage } from '../lib/i18n/language-provider';
import { FALLBACK_PRODUCT_CONFIG, toProductConfig } from '../lib/product-config';
import { LANDING_PAGE, pageNamespaces, renderNamespaces } from './asset-manifest';
import type { SpaAssets } from './assets';
import { renderDocument } from './document';

/** What the server answers for a page: the document, or a redirect (a guard's). */
export interface RenderedPage {
  status: number;
  /** The document; absent for a redirect. */
  html?: string;
  /** Where a redirect goes. */
  location?: string;
  /** Whether the page shows a signed-in user's data (then no cache may keep it). */
  isPersonal: boolean;
}

export interface RenderOptions {
  /** The gateway's address, whose API the page's loaders call (`${apiOrigin}/api/...`). */
  apiOrigin: string;
  assets: SpaAssets;
}

/** The request headers the page's API calls carry: the visitor's session and the request's id. */
const FORWARDED_HEADERS = ['cookie', 'x-request-id', 'accept-language'];

const handler = createStaticHandler(routes);

const handles = (context: StaticHandlerContext) =>
  context.matches.flatMap(({ route }) => (route.handle ? [route.handle as RouteHandle] : []));

/** The route modules of the matched routes (app/router.tsx `handle`), whose chunks load first. */
function routeModules(context: StaticHandlerContext): string[] {
  return handles(context).map(({ module }) => module);
}

/**
 * Whether the page is the visitor's landing page: `/` (not the return from Stripe, which goes on to
 * the donate page), for a visitor known to be signed out. A user the server could not read may be
 * signed in: that page is the app's, which reads the user again in the browser.
 */
function isVisitorLanding(context: StaticHandlerContext, root: RootData | null | undefined) {
  return (
    context.matches.at(-1)?.route.id === ROUTE_IDS.home &&
    root?.user === null &&
    !isDonationReturn(context.location.search)
  );
}

/** React's static render of `element` as HTML, every part in place. */
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    element,
    // Every part in place, none sent apart to be moved in by an inline script (the page has none:
    // the gateway's Content-Security-Policy allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}

/**
 * The visitor's landing page: plain elements and a stylesheet (no Emotion), hydrated by its own
 * entry without the app's providers, router or store (docs/adr/0026).
 */
async function renderLanding(
  config: RootData['config'] | undefined,
  page: PageLanguage,
  options: RenderOptions,
): Promise<RenderedPage> {
  const data: LandingData = { config: config ?? null };
  const namespaces = pageNamespaces([LANDING_PAGE]);
  await loadCatalogues(page.language, namespaces);
  const appHtml = await renderToHtml(
    <StrictMode>
      <LandingRoot data={data} page={page} />
    </StrictMode>,
  );
  return {
    status: 200,
    html: renderDocument({
      language: page.language,
      namespaces,
      productName: toProductConfig(config).productName,
      appHtml,
      styles: [],
      hydrationData: serializeHydrationData(data),
      assets: options.assets.forLanding(),
    }),
    isPersonal: false,
  };
}

/**
 * The offline shell (issue #22, docs/adr/0038): the app's document with nothing rendered and no
 * data, whoever asks (it reads nothing through the API). The service worker keeps it and answers
 * a navigation to the dashboard with it when the network fails; the app then starts from the copy
 * of the last signed-in traveller's data kept in the browser (src/app/hydrate-app.tsx).
 */
async function renderOfflineShell(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const { language } = pageLanguage(request, null);
  const namespaces = pageNamespaces(OFFLINE_ROUTE_MODULES);
  // Its head is in the page's language.
  await loadCatalogues(language, namespaces);
  return {
    status: 200,
    html: renderDocument({
      language,
      namespaces,
      productName: FALLBACK_PRODUCT_CONFIG.productName,
      appHtml: '',
      styles: [],
      hydrationData: serializeHydrationData(OFFLINE_SHELL_DATA),
      assets: options.assets.forPage(OFFLINE_ROUTE_MODULES),
    }),
    isPersonal: false,
  };
}

/**
 * The language of the page (issue #21, docs/adr/0035): the signed-in user's saved choice, else the
 * visitor's (the `lang` cookie the language menu sets), else the best match of the browser's
 * `Accept-Language`, else English.
 */
function pageLanguage(request: Request, root: RootData | null | undefined): PageLanguage {
  const language = negotiateLanguage({
    saved: root?.user?.language ?? languageFromCookie(request.headers.get('cookie')),
    acceptLanguage: request.headers.get('accept-language'),
  });
  return { language };
}

/** The page's HTTP status: a route's own (the not-found page's 404), else the router's. */
function statusOf(context: StaticHandlerContext): number {
  return handles(context).findLast((handle) => handle.status)?.status ?? context.statusCode;
}

/**
 * Renders the page `request` asks for, as the browser's first render will show it: the route's
 * loaders read what it shows through the gateway's API, with the visitor's cookie. The visitor's
 * landing page renders alone (renderLanding); any other page, the app renders
 * with the same providers, store and router state as the browser's (src/app/hydrate-app.tsx),
 * waiting for every lazy part; Emotion's styles of what rendered go into the head (its documented
 * server API). Parts that depend on the browser alone (the demo calendar, the cookie banner)
 * render their loading state; the browser fills them in after hydrating.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  if (new URL(request.url).pathname === OFFLINE_SHELL_PATH)
    return renderOfflineShell(request, options);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const store = makeStore(undefined, {
    apiTarget: { baseUrl: `${options.apiOrigin.replace(/\/+$/, '')}/api`, headers },
  });
  const context = await handler.query(request, {
    requestContext: routerContext(store, true)(),
  });
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('location') ?? '/',
      isPersonal: false,
    };
  }
  const root = context.loaderData[ROUTE_IDS.root] as RootData | null | undefined;
  const page = pageLanguage(request, root);
  if (isVisitorLanding(context, root)) return renderLanding(root?.config, page, options);
  const namespaces = pageNamespaces(routeModules(context));
  // The page's later parts render here too: their messages with the page's.
  await loadCatalogues(page.language, renderNamespaces(routeModules(context)));
  const emotionCache = createEmotionCache();
  const emotion = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = await renderToHtml(
    <StrictMode>
      <AppProviders store={store} page={page} emotionCache={emotionCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const { html, styles } = emotion.extractCriticalToChunks(appHtml);
  return {
    status: statusOf(context),
    html: renderDocument({
      language: page.language,
      namespaces,
      productName: root?.config?.product_name ?? FALLBACK_PRODUCT_CONFIG.productName,
      appHtml: html,
      styles,
      hydrationData: serializeHydrationData({
        loaderData: context.loaderData,
        actionData: context.actionData,
      }),
      assets: options.assets.forPage(routeModules(context)),
    }),
    isPersonal: Boolean(root?.user),
  };
}
