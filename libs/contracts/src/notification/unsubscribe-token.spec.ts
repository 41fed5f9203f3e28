import { createHmac } from 'node:crypto';

import {
  EMAIL_PREFERENCES,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

const SECRET = 'unsubscribe-secret-of-at-least-32-characters';
const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';

describe('signUnsubscribeToken', () => {
  it('is base64url("<userId>.<preference>") then the base64url HMAC-SHA256 of that text', () => {
    const token = signUnsubscribeToken(SECRET, { userId: USER_ID, preference: 'email_reminders' });
    const payload = `${USER_ID}.email_reminders`;
    const mac = createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(token).toBe(`${Buffer.from(payload).toString('base64url')}.${mac}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a short secret and an unknown preference', () => {
    expect(() =>
      signUnsubscribeToken('short', { userId: USER_ID, preference: 'email_reminders' }),
    ).toThrow(RangeError);
    expect(() =>
      signUnsubscribeToken(SECRET, {
        userId: USER_ID,
        preference: 'marketing' as 'email_reminders',
      }),
    ).toThrow(RangeError);
  });
});

describe('verifyUnsubscribeToken', () => {
  const token = signUnsubscribeToken(SECRET, { userId: USER_ID, preference: 'weekly_summaries' });

  it('gives back the user and the preference of a genuine token', () => {
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({
      userId: USER_ID,
      preference: 'weekly_summaries',
    });
  });

  it.each(EMAIL_PREFERENCES)('knows the preference %s, each apart', (preference) => {
    const signed = signUnsubscribeToken(SECRET, { userId: USER_ID, preference });
    expect(verifyUnsubscribeToken(SECRET, signed)).toEqual({ userId: USER_ID, preference });
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyUnsubscribeToken(`${SECRET}-rotated`, token)).toBeNull();
  });

  it('refuses a token whose user was swapped', () => {
    const [, mac] = token.split('.');
    const other = Buffer.from('0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a.weekly_summaries').toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(SECRET, `${other}.${mac}`)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['no signature', token.split('.')[0]],
    ['a truncated signature', token.slice(0, -2)],
    ['an extra part', `${token}.x`],
    ['characters outside base64url', token.replace(/.$/, '=')],
    ['a number', 42],
    ['undefined', undefined],
  ])('refuses %s', (_case, value) => {
    expect(verifyUnsubscribeToken(SECRET, value)).toBeNull();
  });

  it('refuses a correctly signed payload that is not a user and a known preference', () => {
    const payload = 'admin.everything';
    const mac = createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(
      verifyUnsubscribeToken(SECRET, `${Buffer.from(payload).toString('base64url')}.${mac}`),
    ).toBeNull();
  });
});
