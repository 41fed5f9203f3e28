import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import type { PageLanguage } from '../../lib/i18n/language-provider';
import { readHydrationData } from '../hydration-data';
import type { LandingData } from './landing-data';
import { LandingRoot } from './landing-root';

/**
 * Hydrates the server's landing page in `container` (#root) with the data it was rendered from;
 * src/landing-main.tsx calls it once the code has loaded. As a transition, so that React hydrates
 * in slices of a few milliseconds (docs/adr/0019), in the page's language (`page`, as the server
 * rendered it). Resolves to the React root (tests unmount it).
 */
export function hydrateLanding(container: HTMLElement, page: PageLanguage): Root {
  const data = readHydrationData<LandingData>(document) ?? { config: null };
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <LandingRoot data={data} page={page} />
      </StrictMode>,
    );
  });
  return root!;
}
