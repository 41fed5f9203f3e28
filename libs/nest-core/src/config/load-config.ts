import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';

import { toFieldErrors } from '@app/contracts';

/**
 * Reads one process's configuration from the environment into a validated, typed object, or
 * fails at start-up with every missing or invalid variable named. Each app keeps its own schema
 * class in `src/config/env.schema.ts`; nothing else reads `process.env`.
 *
 * @example
 * const env = loadConfig(GatewayEnv); // throws "Invalid configuration: PORT must be …"
 */
export function loadConfig<T extends object>(
  schema: ClassConstructor<T>,
  env: Record<string, string | undefined> = process.env,
): T {
  const config = plainToInstance(schema, env, { enableImplicitConversion: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const problems = toFieldErrors(errors).map((e) => `${e.field}: ${e.messages.join(', ')}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return config;
}
