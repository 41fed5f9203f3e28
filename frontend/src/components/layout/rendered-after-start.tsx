import { type ComponentType, startTransition, Suspense, useEffect, useRef, useState } from 'react';

import { type PreloadedModule, preloadModule } from '../../lib/preloaded-module';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { LoadedPart } from './loaded-part';

/**
 * How far outside the screen a part starts to render: one screen's height above and below it, so
 * that a reader scrolling down finds it drawn.
 */
export const RENDER_AHEAD_MARGIN = '100% 0px';

/**
 * True once the element behind `ref` has come within RENDER_AHEAD_MARGIN of the screen, while
 * `enabled` (Intersection Observer); at once where the browser has none.
 */
function useHasComeNear(ref: { current: Element | null }, enabled: boolean): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (!enabled || isNear) return;
    const element = ref.current;
    const comeNear = () => startTransition(() => setIsNear(true));
    if (!element || typeof IntersectionObserver !== 'function') {
      comeNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        comeNear();
      },
      { rootMargin: RENDER_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, isNear]);
  return isNear;
}

/**
 * A part of a page (below its first view) that the page starts without: the server's page and the
 * browser's hydration render `Placeholder` (its loading state, of the part's size), and the part's
 * code loads and renders only once the page is interactive and the part has come near the screen
 * (RENDER_AHEAD_MARGIN): its code's evaluation and its first render never hold up the page's
 * start (docs/adr/0026, "The dashboard's explanations"). Unlike components/layout/hydrated-later.tsx
 * (the server renders the part, and the browser hydrates it when its code has arrived), nothing of
 * the part is in the server's page.
 *
 * The switch is a transition: the placeholder stays on screen until the part has rendered in full
 * (its code arrived, whatever it suspends on inside); nothing flashes in between.
 */
export function renderedAfterStart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let module: PreloadedModule<ComponentType<P>> | undefined;
  const loadOnce = () => (module ??= preloadModule(load));
  function RenderedAfterStart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const isNear = useHasComeNear(box, useIsHydrated());
    const placeholder = <Placeholder {...props} />;
    return (
      <div ref={box}>
        <Suspense fallback={placeholder}>
          {isNear ? <LoadedPart module={loadOnce()} partProps={props} /> : placeholder}
        </Suspense>
      </div>
    );
  }
  RenderedAfterStart.displayName = `renderedAfterStart(${Placeholder.displayName ?? Placeholder.name})`;
  return RenderedAfterStart;
}
