export { ProductConfigGate } from './product-config-gate';
export { productConfigApi, type ProductConfigDto } from './product-config-api';
export { useDocumentTitle } from './use-document-title';
export { FALLBACK_PRODUCT_CONFIG, type ProductConfig, toProductConfig } from './product-config';
export { useProductConfig } from './use-product-config';
