import type { HydrationState } from 'react-router';

/**
 * The id of the `<script type="application/json">` in which the server hands the browser what its
 * page was rendered from: the router's hydration state (what its loaders answered) for a page of
 * the app, the landing page's data for the visitor's landing page (app/landing/landing-data.ts).
 * A data block, not a script that runs, so the page needs no inline script (the gateway's
 * Content-Security-Policy allows none) and nothing is passed through a global.
 * src/server/document.tsx writes it; the entries (src/main.tsx, src/landing-main.tsx) read it.
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** The page's data as the server wrote it (undefined on a page without one). */
export function readHydrationData<T = HydrationState>(document: Document): T | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * `data` as the text of that data block: JSON whose `<` are escaped, so that no value (a user's
 * note containing `</script>`) can end the block.
 */
export function serializeHydrationData(data: HydrationState | object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
