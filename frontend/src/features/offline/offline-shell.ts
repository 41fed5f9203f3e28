// Plain TypeScript without imports: read by the browser's entry, the web server and the build's
// service worker configuration (vite.config.ts).

/**
 * The address of the offline shell (issue #22, docs/adr/0038): a page of the app with no data in
 * it, which the web server renders for the service worker to keep. Offline, the service worker
 * answers a navigation to one of OFFLINE_PAGES with it, and the app starts from the copy of the
 * last signed-in traveller's data kept in this browser.
 */
export const OFFLINE_SHELL_PATH = '/offline-shell';

/** The pages that open offline: the dashboard, and `/` (a signed-in traveller's dashboard). */
export const OFFLINE_PAGES: readonly string[] = ['/', '/dashboard'];

/**
 * The route modules of OFFLINE_PAGES (app/router.tsx `handle`): the shell inlines their
 * stylesheets, and the service worker keeps their code (and none of the other pages').
 */
export const OFFLINE_ROUTE_MODULES: readonly string[] = ['home-route', 'dashboard-route'];

/** The offline shell's data block (app/hydration-data.ts): it says what the page is. */
export interface OfflineShellData {
  offlineShell: true;
}

export const OFFLINE_SHELL_DATA: OfflineShellData = { offlineShell: true };

/** Whether the page's data block is the offline shell's. */
export function isOfflineShellData(data: unknown): data is OfflineShellData {
  return typeof data === 'object' && data !== null && 'offlineShell' in data;
}
