import { type ReactNode, useDeferredValue } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { useGetProductConfigQuery } from './product-config-api';

/**
 * Waits for GET /api/config before rendering the app, so the product name never flickers. A
 * failed call falls back to defaults (use-product-config.ts). Each route sets document.title with
 * useDocumentTitle.
 *
 * The answer arrives through the store, whose updates React renders synchronously; the switch
 * from the spinner to the whole app is deferred so that React renders the app in slices, leaving
 * the main thread free between them (no long task on a slow phone).
 */
export function ProductConfigGate({ children }: { children: ReactNode }) {
  const { isLoading, isUninitialized } = useGetProductConfigQuery();
  const ready = useDeferredValue(!isLoading && !isUninitialized);
  if (!ready) return <LoadingSpinner fullPage />;
  return children;
}
