import { useContext } from 'react';

import { type ToastApi, ToastContext } from './toast-context';

/** `toast({ title, description, variant })` from anywhere under the ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
