import { SHA256_HEX_FORMAT } from './dto/auth-rpc-requests.dto';
import { hashResetToken } from './reset-token-hash';

describe('hashResetToken', () => {
  it('is the lower-case hex SHA-256 of the token text', () => {
    expect(hashResetToken('test')).toBe(
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    );
    expect(hashResetToken('a-longer-token_with-base64url')).toMatch(SHA256_HEX_FORMAT);
  });
});
