import { parseEnv } from './parse-env';

/** The validated environment of the SPA (jest maps this module to src/testing/env.mock.ts). */
export const env = parseEnv(import.meta.env);
