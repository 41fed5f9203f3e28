import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { productConfigApi } from '../lib/product-config';
import { sessionApi } from '../lib/session';
import { App } from './app';
import { createAppRouter } from './router';
import { PRERENDERED_ATTRIBUTE, whenPageCanRender } from './start';
import { makeStore } from './store';

/** Starts the SPA in `container` (#root); src/main.tsx calls it once the code has loaded. */
export function startApp(container: HTMLElement): void {
  // The two calls every page waits for leave now, beside the route's code, not at the first render.
  const store = makeStore();
  void store.dispatch(productConfigApi.util.prefetch('getProductConfig', undefined, {}));
  void store.dispatch(sessionApi.util.prefetch('getCurrentUser', undefined, {}));
  const router = createAppRouter();

  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread (a phone stays responsive while the app starts).
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      );
    });

  // A page the build prerendered (/ and /auth, scripts/prerender.mjs) stays on screen until the
  // app can render that same page in one commit: never a spinner in between, and React's copy of
  // each element has the same size, so it is no new largest paint and nothing shifts.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    void whenPageCanRender(store, router).then(render);
  } else {
    render();
  }
}
