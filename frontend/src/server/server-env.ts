/** The web server's configuration: the only place it reads the environment (see .env.example). */
export interface ServerEnv {
  /** Its port (the gateway sends page requests here: WEB_ORIGIN). */
  PORT: number;
  HOST: string;
  /** The gateway, whose API the pages' loaders call for the visitor. */
  API_ORIGIN: string;
  /** The built SPA (frontend/dist): its manifest names each page's scripts. */
  SPA_DIST_DIR: string;
  /** How long a page's render may take before the server answers 503 (ms). */
  RENDER_TIMEOUT_MS: number;
}

function integer(raw: string | undefined, fallback: number, name: string, problems: string[]) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a whole number`);
  return value;
}

/**
 * Validates the environment once at start-up and fails with every problem listed. `defaultDist`:
 * the SPA's dist folder beside this server's build.
 */
export function loadServerEnv(raw: NodeJS.ProcessEnv, defaultDist: string): ServerEnv {
  const problems: string[] = [];
  const env: ServerEnv = {
    PORT: integer(raw['PORT'], 3001, 'PORT', problems),
    HOST: raw['HOST'] || '127.0.0.1',
    API_ORIGIN: raw['API_ORIGIN'] || 'http://127.0.0.1:3000',
    SPA_DIST_DIR: raw['SPA_DIST_DIR'] || defaultDist,
    RENDER_TIMEOUT_MS: integer(raw['RENDER_TIMEOUT_MS'], 10_000, 'RENDER_TIMEOUT_MS', problems),
  };
  if (env.PORT > 65_535) problems.push('PORT must be at most 65535');
  if (!/^https?:\/\/[^/]+\/?$/.test(env.API_ORIGIN))
    problems.push('API_ORIGIN must be an http(s) origin, e.g. http://gateway:3000');
  if (problems.length > 0)
    throw new Error(`Invalid web server environment: ${problems.join('; ')}`);
  return env;
}
