/** What the SPA reads from Vite's `import.meta.env` (only `VITE_*` variables reach the bundle). */
export interface Env {
  /** Where the JSON API lives; same origin by default. */
  apiBaseUrl: string;
}

const DEFAULT_API_BASE_URL = '/api';

/**
 * Validates the raw Vite environment once, at start-up, and fails with every problem listed.
 *
 * @example
 * parseEnv({ VITE_API_BASE_URL: '/api' }) // → { apiBaseUrl: '/api' }
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const problems: string[] = [];
  const apiBaseUrl = raw['VITE_API_BASE_URL'] ?? DEFAULT_API_BASE_URL;
  if (typeof apiBaseUrl !== 'string' || !/^(\/|https?:\/\/)/.test(apiBaseUrl)) {
    problems.push('VITE_API_BASE_URL must be a path starting with "/" or an http(s) URL');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid SPA environment: ${problems.join('; ')}`);
  }
  return { apiBaseUrl: String(apiBaseUrl).replace(/\/+$/, '') };
}
