import { useEffect } from 'react';

import { useProductConfig } from './use-product-config';

/** Sets the tab title to "<page> · <product name>", or the product name alone. */
export function useDocumentTitle(page?: string): void {
  const { productName } = useProductConfig();
  useEffect(() => {
    document.title = page ? `${page} · ${productName}` : productName;
  }, [page, productName]);
}
