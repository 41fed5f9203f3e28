import { type ComponentType, use, useEffect } from 'react';

import type { PreloadedModule } from '../../lib/preloaded-module';

/**
 * The part a loading mechanism of this folder renders (hydrated-later.tsx, opened-later.tsx,
 * rendered-after-start.tsx): the component its module resolved to, with the part's props.
 * Suspends until the module is there; `onMounted` runs once the part is on the page.
 */
export function LoadedPart<P extends object>({
  module,
  partProps,
  onMounted,
}: {
  module: PreloadedModule<ComponentType<P>>;
  partProps: P;
  onMounted?: () => void;
}) {
  const Part = use(module);
  useEffect(() => onMounted?.(), [onMounted]);
  return <Part {...partProps} />;
}
