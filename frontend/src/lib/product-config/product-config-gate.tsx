import type { ReactNode } from 'react';

import { LoadingSpinner } from '../../components/feedback/loading-spinner';
import { useGetProductConfigQuery } from './product-config-api';

/**
 * Waits for GET /api/config before rendering the app, so the product name never flickers. A
 * failed call falls back to defaults (use-product-config.ts). Each route sets document.title with
 * useDocumentTitle.
 */
export function ProductConfigGate({ children }: { children: ReactNode }) {
  const { isLoading, isUninitialized } = useGetProductConfigQuery();
  if (isLoading || isUninitialized) return <LoadingSpinner fullPage />;
  return children;
}
