import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Grow from '@mui/material/Grow';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { TOAST_DEFAULT_DURATION_MS, type ToastRecord } from './toast-context';

interface ToastItemProps {
  toast: ToastRecord;
  onDismiss: () => void;
  onExited: () => void;
}

/** One toast: closes itself after its duration, paused while hovered or focused. */
export function ToastItem({ toast, onDismiss, onExited }: ToastItemProps) {
  const intl = useIntl();
  const { open, title, description, action, variant = 'default' } = toast;
  const duration = toast.duration ?? TOAST_DEFAULT_DURATION_MS;
  const [isPaused, setIsPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (!open || isPaused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [open, isPaused, onDismiss]);

  const isDestructive = variant === 'destructive';
  return (
    <Grow in={open} appear onExited={onExited}>
      <li
        onMouseEnter={() => setIsPaused(true)}
        onMouseLeave={() => setIsPaused(false)}
        onFocus={() => setIsPaused(true)}
        onBlur={() => setIsPaused(false)}
        style={{ pointerEvents: 'auto' }}
      >
        <Alert
          role={isDestructive ? 'alert' : 'status'}
          aria-live={isDestructive ? 'assertive' : 'polite'}
          aria-atomic="true"
          severity={isDestructive ? 'error' : 'info'}
          variant={isDestructive ? 'filled' : 'outlined'}
          icon={false}
          action={action}
          onClose={onDismiss}
          closeText={intl.formatMessage({ id: 'toast.close' })}
          sx={{
            boxShadow: 6,
            bgcolor: isDestructive ? undefined : 'background.paper',
            color: isDestructive ? undefined : 'text.primary',
          }}
        >
          {title ? <AlertTitle sx={{ fontWeight: 600 }}>{title}</AlertTitle> : null}
          {description}
        </Alert>
      </li>
    </Grow>
  );
}
