import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React renders on the web server (src/server/render-page.tsx) and while the browser
 * hydrates that HTML; false in any other browser render. There a read that failed shows its
 * loading state, not its error: the server does not retry, the browser makes the read again after
 * hydrating (lib/api.ts), and its first render must be the server's HTML (issue #17). React's own
 * server snapshot tells (`useSyncExternalStore`), whichever renderer runs.
 */
export function useIsServerRender(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
