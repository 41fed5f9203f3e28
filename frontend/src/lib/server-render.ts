import { createContext, useContext } from 'react';

/**
 * True inside the web server's render of a page (src/server/render-page.tsx). There a read that
 * failed shows its loading state, not its error: the server does not retry, the browser makes the
 * read again after hydrating (lib/api.ts isRetriedRead), and its first render, still waiting for
 * it, must be the server's HTML (issue #17).
 */
export const ServerRenderContext = createContext(false);

export function useIsServerRender(): boolean {
  return useContext(ServerRenderContext);
}
