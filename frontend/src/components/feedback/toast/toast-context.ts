import { createContext, type ReactNode } from 'react';

/** SPEC §3: 'default' or 'destructive'. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000 (SPEC §9). */
  duration?: number;
  action?: ReactNode;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  toast: (options: ToastOptions) => string;
  dismiss: (id?: string) => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_HOTKEY = 'F8';

export const ToastContext = createContext<ToastApi | null>(null);
