import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at m=19456, t=2, p=1', async () => {
    const hash = await hasher.hash('Tangerine-Harbour');
    const [, algorithm, version, params] = hash.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(params?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(hash).not.toContain('Tangerine-Harbour');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('Tangerine-Harbour');
    expect(await hasher.verify(hash, 'Tangerine-Harbour')).toBe(true);
    expect(await hasher.verify(hash, 'tangerine-harbour')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('spends a real check on an unknown user and refuses', async () => {
    const verify = jest.spyOn(hasher, 'verify');
    expect(await hasher.verifyNothing('Tangerine-Harbour')).toBe(false);
    expect(verify).toHaveBeenCalledWith(
      expect.stringMatching(/^\$argon2id\$/),
      'Tangerine-Harbour',
    );
  });
});
