import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and during the browser's hydration, true from the render after it. A part
 * that depends on what only the browser knows (its clock and time zone, local storage) renders its
 * loading state until then, so the browser's first render matches the server's HTML; the switch
 * is a transition, rendered in slices rather than in one long task.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setIsHydrated(true));
  }, []);
  return isHydrated;
}
