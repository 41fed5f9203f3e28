import { useState } from 'react';

/**
 * True from the first time `isOpen` is true: a lazily loaded dialog is mounted (and its code
 * fetched) only once it is first wanted, then stays mounted so it can animate closed.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
