import { type ComponentType, type ReactNode, Suspense, useCallback, useState } from 'react';

import { CurrentMessages } from '../../lib/i18n/language-provider';
import { preloadModule } from '../../lib/preloaded-module';
import { LoadedPart } from './loaded-part';

/**
 * A part of a page (below its first view) whose code is not part of the page's own: the page
 * becomes interactive without it, and the part hydrates on its own once its code has arrived
 * (docs/adr/0019, "Budgets").
 *
 * `load` starts when the module that calls this runs (beside the page's code, as
 * lib/preloaded-module.ts does). The server renders the part in full (it waits for every
 * suspended part); in the browser React leaves the server's HTML of a part whose code is still
 * loading as it is (its Suspense boundary stays dehydrated) and hydrates it when the code has
 * arrived: nothing moves, nothing is drawn twice. Until then the part's controls are disabled
 * (a native `disabled` fieldset, as components/layout/controls-after-hydration.tsx around the
 * page): a click would do nothing, and a form would be sent natively. Rendered in the browser
 * (a later visit of the route), the part shows `fallback` until its code is there.
 */
export function hydratedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const module = preloadModule(load);
  function HydratedLater(props: P) {
    const [isHydrated, setIsHydrated] = useState(false);
    const markHydrated = useCallback(() => setIsHydrated(true), []);
    return (
      <fieldset role="none" disabled={!isHydrated} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>
          <CurrentMessages>
            <LoadedPart module={module} partProps={props} onMounted={markHydrated} />
          </CurrentMessages>
        </Suspense>
      </fieldset>
    );
  }
  return HydratedLater;
}
