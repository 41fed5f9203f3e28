import type { ReactNode } from 'react';

import { useIsHydrated } from '../../lib/use-is-hydrated';

/**
 * Keeps the page's controls (buttons, fields, tabs) disabled until the app has hydrated the
 * server's page: before that a click would do nothing and typed text would not reach the app, and
 * a form would be sent natively, its fields in the address. Links work from the start. A native
 * `disabled` on a fieldset around the page, which changes nothing of the controls' look (MUI
 * styles its own disabled state by class), laid out as its contents (nothing of the layout) and
 * no group to assistive technology (`role="none"`).
 * `children` keep their identity when it changes: the page does not render again.
 */
export function ControlsAfterHydration({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset role="none" disabled={!isHydrated} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
