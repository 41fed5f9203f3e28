import type { AppStore } from '../../app/store';
import { keepOfflineCopy } from './keep-offline-copy';
import { registerServiceWorker } from './register-service-worker';

/** Runs `task` once the page has loaded and the browser is idle (after it is interactive). */
function whenIdleAfterLoad(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The offline dashboard's part of a started page (src/app/hydrate-app.tsx, after hydration): keep
 * this browser's copy of the traveller's data (keep-offline-copy.ts), and once a copy is kept,
 * register the service worker when the page is idle. A visitor (the sign-in page, the legal
 * pages) never downloads what the worker keeps, and a signed-in page has its own code before the
 * worker fetches the offline pages' code.
 */
export function startOfflineSupport(store: AppStore): () => void {
  let isRegistering = false;
  return keepOfflineCopy(store, {
    onSaved: () => {
      if (isRegistering) return;
      isRegistering = true;
      whenIdleAfterLoad(() => void registerServiceWorker().catch(() => undefined));
    },
  });
}
