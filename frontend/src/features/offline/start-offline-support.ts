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
 * this browser's copy of the traveller's data (keep-offline-copy.ts), and register the service
 * worker once the page is interactive and idle, so that it costs the page's start nothing.
 */
export function startOfflineSupport(store: AppStore): () => void {
  const stop = keepOfflineCopy(store);
  whenIdleAfterLoad(() => void registerServiceWorker().catch(() => undefined));
  return stop;
}
