import { useGetProductConfigQuery } from './product-config-api';

export interface ProductConfig {
  productName: string;
  /** Null when the server could not be asked; links to it are then left out. */
  supportEmail: string | null;
}

/** Used only when GET /api/config fails, so that the pages still render. */
export const FALLBACK_PRODUCT_CONFIG: ProductConfig = {
  productName: 'Schengen Tracker',
  supportEmail: null,
};

/**
 * The product name and support e-mail from configuration (SPEC's <product name> and {email}).
 * ProductConfigGate renders nothing until the first answer, so callers below it never see a
 * half-loaded name.
 */
export function useProductConfig(): ProductConfig {
  const { data } = useGetProductConfigQuery();
  if (!data) return FALLBACK_PRODUCT_CONFIG;
  return { productName: data.product_name, supportEmail: data.support_email || null };
}
