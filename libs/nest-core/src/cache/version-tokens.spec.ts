import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { VersionTokens } from './version-tokens';

const USER = '6f1c1e9e-4a57-4d8e-9f57-0c1f0f9d4a11';

describe('VersionTokens', () => {
  it('sets a fresh random token at the user key on every change (never NX, never a counter)', async () => {
    const set = jest.fn(async () => 'OK');
    const tokens = new VersionTokens({ set } as unknown as Redis, (id) => `v:${id}`, 'account');
    expect(await tokens.changed(USER)).toBe(true);
    expect(await tokens.changed(USER)).toBe(true);
    expect(set).toHaveBeenCalledTimes(2);
    const [first, second] = set.mock.calls as unknown as [string, string][];
    expect(first).toEqual([`v:${USER}`, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(second![1]).not.toBe(first![1]);
  });

  it('logs and answers false when Redis refuses (the change stands)', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const set = jest.fn(async () => {
        throw new Error('Connection is closed.');
      });
      const tokens = new VersionTokens({ set } as unknown as Redis, (id) => `v:${id}`, 'account');
      expect(await tokens.changed(USER)).toBe(false);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining(`Could not mark the account of user ${USER} as changed`),
      );
    } finally {
      error.mockRestore();
    }
  });
});
