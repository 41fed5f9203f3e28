import type { AppConfigDto } from '@app/contracts';

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

/** The product name and support e-mail of GET /api/config's answer (the fallback without one). */
export function toProductConfig(dto: AppConfigDto | null | undefined): ProductConfig {
  if (!dto) return FALLBACK_PRODUCT_CONFIG;
  return { productName: dto.product_name, supportEmail: dto.support_email || null };
}
