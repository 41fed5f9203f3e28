import { commonPasswords, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('loads the top-10,000 list', () => {
    expect(commonPasswords().size).toBeGreaterThan(9_900);
  });

  it.each(['password', '12345678', 'iloveyou', 'qwertyuiop', 'password1', 'baseball'])(
    'knows %p',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores case', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
  });

  it.each(['Tangerine-Harbour-Lantern-42', 'correct horse battery staple'])(
    'does not know %p',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
