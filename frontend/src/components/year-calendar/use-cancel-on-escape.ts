import { useEffect, useRef } from 'react';

/**
 * While `isActive`, the Escape key calls `cancel`, wherever the focus is on the page: a calendar
 * selection (dashboard and demo) is cancelled as its banner's Cancel button does. An Escape that
 * something else already handled (an open dialog or menu closes itself and stops it there) is
 * left alone.
 */
export function useCancelOnEscape(isActive: boolean, cancel: () => void): void {
  const latestCancel = useRef(cancel);
  useEffect(() => {
    latestCancel.current = cancel;
  });
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latestCancel.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isActive]);
}
