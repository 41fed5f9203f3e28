import { type ProductConfig, toProductConfig } from './product-config';
import { useGetProductConfigQuery } from './product-config-api';

/**
 * The product name and support e-mail from configuration (SPEC's <product name> and {email}).
 * ProductConfigGate renders nothing until the first answer, so callers below it never see a
 * half-loaded name.
 */
export function useProductConfig(): ProductConfig {
  const { data } = useGetProductConfigQuery();
  return toProductConfig(data);
}
