import type { HydrationState } from 'react-router';

/**
 * The id of the `<script type="application/json">` in which the server hands the browser what its
 * loaders answered for the page (React Router's hydration state): a data block, not a script that
 * runs, so the page needs no inline script (the gateway's Content-Security-Policy allows none) and
 * nothing is passed through a global. src/server/document.tsx writes it, src/main.tsx reads it.
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** The page's hydration state as the server wrote it (undefined on a page without one). */
export function readHydrationData(document: Document): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

/**
 * `state` as the text of that data block: JSON whose `<` are escaped, so that no value (a user's
 * note containing `</script>`) can end the block.
 */
export function serializeHydrationData(state: HydrationState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
