import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet from 'helmet';

import { helmetOptions, securityHeaders } from './security-headers';

/** What helmet's own middleware sets on a real response, header by header (lower-case names). */
function helmetOnAResponse(production: boolean): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      set[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(helmetOptions({ isProduction: production }))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return set;
}

describe('securityHeaders', () => {
  it.each([false, true])('are the headers helmet sets (production: %s)', (production) => {
    const computed = Object.fromEntries(
      securityHeaders(helmetOptions({ isProduction: production })).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(computed).toEqual(helmetOnAResponse(production));
  });

  it('carry the CSP that admits Stripe.js, and HSTS only in production', () => {
    const headers = (production: boolean) =>
      new Map(
        securityHeaders(helmetOptions({ isProduction: production })).map(([name, value]) => [
          name.toLowerCase(),
          String(value),
        ]),
      );
    const development = headers(false);
    expect(development.get('content-security-policy')).toContain(
      "script-src 'self' https://js.stripe.com",
    );
    expect(development.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(development.get('x-content-type-options')).toBe('nosniff');
    expect(development.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(development.has('strict-transport-security')).toBe(false);
    expect(development.has('cross-origin-embedder-policy')).toBe(false);
    expect(headers(true).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headers(true).get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
