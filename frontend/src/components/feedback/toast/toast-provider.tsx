import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';

import {
  type ToastApi,
  ToastContext,
  type ToastOptions,
  type ToastRecord,
  TOAST_LIMIT,
} from './toast-context';
import { ToastViewport } from './toast-viewport';

/**
 * Holds the toasts (SPEC §9: at most one visible; a new one replaces the old) and renders the
 * viewport once for the whole app.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    );
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} onRemove={remove} />
    </ToastContext.Provider>
  );
}
