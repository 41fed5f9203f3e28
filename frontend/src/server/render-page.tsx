import { text } from 'node:stream/consumers';

import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';

import { AppProviders } from '../app/app';
import { createEmotionCache } from '../app/emotion-cache';
import { serializeHydrationData } from '../app/hydration-data';
import { type RootData, ROUTE_IDS, routerContext } from '../app/route-data';
import { type RouteHandle, routes } from '../app/router';
import { makeStore } from '../app/store';
import { FALLBACK_PRODUCT_CONFIG } from '../lib/product-config';
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

/** The page's HTTP status: a route's own (the not-found page's 404), else the router's. */
function statusOf(context: StaticHandlerContext): number {
  return handles(context).findLast((handle) => handle.status)?.status ?? context.statusCode;
}

/**
 * Renders the page `request` asks for, as the browser's first render will show it: the route's
 * loaders read what it shows through the gateway's API, with the visitor's cookie; the app renders
 * with the same providers, store and router state as the browser's (src/app/hydrate-app.tsx),
 * waiting for every lazy part; Emotion's styles of what rendered go into the head (its documented
 * server API). Parts that depend on the browser alone (the demo calendar, the cookie banner)
 * render their loading state; the browser fills them in after hydrating.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
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
  const emotionCache = createEmotionCache();
  const emotion = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders store={store} emotionCache={emotionCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place, none sent apart to be moved in by an inline script (the page has none:
    // the gateway's Content-Security-Policy allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { html, styles } = emotion.extractCriticalToChunks(await text(prelude));
  return {
    status: statusOf(context),
    html: renderDocument({
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
