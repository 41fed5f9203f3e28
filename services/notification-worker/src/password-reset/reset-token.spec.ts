import { createHmac } from 'node:crypto';

import { SHA256_HEX_FORMAT, hashResetToken } from '@app/contracts';

import { deriveResetToken } from './reset-token';

const SECRET = 'reset-token-secret-of-32-characters!!';
const REQUEST_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

describe('deriveResetToken', () => {
  it('is the base64url HMAC-SHA256 of the request id: 43 URL-safe characters', () => {
    const token = deriveResetToken(SECRET, REQUEST_ID);
    expect(token).toBe(createHmac('sha256', SECRET).update(REQUEST_ID).digest('base64url'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a retry the same token, and another request or secret another one', () => {
    const token = deriveResetToken(SECRET, REQUEST_ID);
    expect(deriveResetToken(SECRET, REQUEST_ID)).toBe(token);
    expect(deriveResetToken(SECRET, '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918')).not.toBe(token);
    expect(deriveResetToken(`${SECRET}x`, REQUEST_ID)).not.toBe(token);
  });
});

describe('hashResetToken of a derived token', () => {
  it('is the lower-case hex SHA-256 of the token text, as auth computes it', () => {
    expect(hashResetToken('test')).toBe(
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    );
    expect(hashResetToken(deriveResetToken(SECRET, REQUEST_ID))).toMatch(SHA256_HEX_FORMAT);
  });
});
