import type { AppConfigDto } from '@app/contracts';

/**
 * What the server renders the visitor's landing page from, and hands the browser in the page's
 * data block (app/hydration-data.ts) for it to hydrate with: the configuration (GET /api/config),
 * null when the server could not read it (the page then shows the fallback name).
 */
export interface LandingData {
  config: AppConfigDto | null;
}
