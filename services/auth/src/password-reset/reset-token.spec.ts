import { SHA256_HEX_FORMAT } from '@app/contracts';

import { hashResetToken } from './reset-token';

describe('hashResetToken', () => {
  it('is the hex SHA-256 of the token text', () => {
    expect(hashResetToken('test')).toBe(
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    );
  });

  it('matches the format the attach-token contract expects', () => {
    expect(hashResetToken('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr')).toMatch(
      SHA256_HEX_FORMAT,
    );
  });
});
