import type { WorkerEnv } from '../../config/env.schema';
import type { Brand } from '../../templates/email-layout';

/** The product facts every template needs, from the configuration. */
export function brandOf(env: WorkerEnv): Brand {
  return {
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    publicUrl: env.publicUrl,
  };
}
