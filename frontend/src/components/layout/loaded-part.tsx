import { type ComponentType, use } from 'react';

import type { PreloadedModule } from '../../lib/preloaded-module';

/**
 * The part a loading mechanism of this folder renders (opened-later.tsx, rendered-after-start.tsx):
 * the component its module resolved to, with the part's props. Suspends until the module is there.
 */
export function LoadedPart<P extends object>({
  module,
  partProps,
}: {
  module: PreloadedModule<ComponentType<P>>;
  partProps: P;
}) {
  const Part = use(module);
  return <Part {...partProps} />;
}
