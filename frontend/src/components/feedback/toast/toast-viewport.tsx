import Box from '@mui/material/Box';
import { type ComponentProps, Suspense, use, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { preloadModule } from '../../../lib/preloaded-module';
import { TOAST_HOTKEY, type ToastRecord } from './toast-context';
import type { ToastItem as ToastItemComponent } from './toast-item';

// A toast's code (MUI's Alert, its transition and close button) is no part of any page's first
// render: it loads beside the page and is there long before the first toast.
const toastItem = preloadModule(() => import('./toast-item'));

function ToastItem(props: ComponentProps<typeof ToastItemComponent>) {
  const { ToastItem: LoadedToastItem } = use(toastItem);
  return <LoadedToastItem {...props} />;
}

interface ToastViewportProps {
  toasts: ToastRecord[];
  onDismiss: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * The notifications region: top of the screen on phones, bottom right and at most 420px wide
 * from the md breakpoint (SPEC §9). F8 moves keyboard focus into it.
 */
export function ToastViewport({ toasts, onDismiss, onRemove }: ToastViewportProps) {
  const intl = useIntl();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const first = region?.querySelector<HTMLElement>('button, [href], [tabindex="0"]');
      (first ?? region)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={intl.formatMessage({ id: 'toast.region' }, { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        top: { xs: 0, md: 'auto' },
        bottom: { md: 0 },
        right: 0,
        width: '100%',
        maxWidth: { md: 420 },
        p: 2,
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastItem
              key={t.id}
              toast={t}
              onDismiss={() => onDismiss(t.id)}
              onExited={() => onRemove(t.id)}
            />
          ))}
        </Suspense>
      </Box>
    </Box>
  );
}
