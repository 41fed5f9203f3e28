import { type ComponentType, Suspense } from 'react';

import { preloadModule } from '../../lib/preloaded-module';
import { useHasOpened } from '../../lib/use-has-opened';
import { LoadedPart } from './loaded-part';

/**
 * A dialog whose code is not the page's (MUI's Dialog, its focus trap and transitions): closed on
 * arrival, it renders nothing, so neither the server's page nor the browser's start waits for it.
 * Its code loads from the moment the module that calls this runs, beside the page, and the dialog
 * is mounted the first time `isOpen(props)` is true (then stays mounted, so that it can animate
 * closed). Opened before its code has arrived, it shows once the code is there.
 */
export function openedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const module = preloadModule(load);
  function OpenedLater(props: P) {
    const hasOpened = useHasOpened(isOpen(props));
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <LoadedPart module={module} partProps={props} />
      </Suspense>
    );
  }
  return OpenedLater;
}
