import { useCallback, useLayoutEffect, useRef } from 'react';

/** A held element older than this is let go: its click changed nothing the calendar shows. */
const HOLD_MS = 1000;

interface Held {
  readonly element: HTMLElement;
  /** Its middle, which a highlight's scale transform leaves where it is. */
  readonly middle: number;
  readonly at: number;
}

function middleOf(element: HTMLElement): number {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
}

/** Scrolls the window by however far the held element has moved since it was held. */
function putBack(anchor: Held): void {
  const moved = middleOf(anchor.element) - anchor.middle;
  if (Math.abs(moved) >= 0.5) window.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * Keeps an element where it is on screen through the next render of the calling component: call
 * `hold(element)` before the change (a day's click), and after that render commits the window is
 * scrolled by however far the element moved. Starting a calendar selection puts its banner above
 * the calendar and would push the tapped day down, on a phone out of view (issue #17); ending it
 * would pull the day up. Browsers that anchor the scroll themselves leave nothing to do.
 */
export function useKeepInPlace(): (element: HTMLElement) => void {
  const held = useRef<Held | null>(null);

  // After every commit of the component (no dependency list): its first after the hold applies it.
  useLayoutEffect(() => {
    const anchor = held.current;
    held.current = null;
    if (anchor === null || !anchor.element.isConnected) return;
    if (performance.now() - anchor.at > HOLD_MS) return;
    putBack(anchor);
  });

  return useCallback((element: HTMLElement) => {
    held.current = { element, middle: middleOf(element), at: performance.now() };
  }, []);
}
