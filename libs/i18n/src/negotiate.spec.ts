import { negotiateLanguage, parseAcceptLanguage } from './negotiate';

describe('parseAcceptLanguage', () => {
  it('orders the tags by q, then by their order, without *, q=0 and malformed tags', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CH, de;q=0, fr;q=0.9, *;q=0.1, 12!x')).toEqual([
      'fr-CH',
      'fr',
      'en',
    ]);
  });

  it('gives nothing for an absent or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.5', 'de'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['nl-NL, uk;q=0.8', 'uk'],
    ['nl-NL', 'en'],
    ['en-US', 'en'],
  ])('answers %s in %s', (acceptLanguage, expected) => {
    expect(negotiateLanguage({ acceptLanguage })).toBe(expected);
  });

  it('prefers a saved supported choice to the browser', () => {
    expect(negotiateLanguage({ saved: 'ja', acceptLanguage: 'de' })).toBe('ja');
  });

  it('follows the browser when the saved choice is null or unsupported', () => {
    expect(negotiateLanguage({ saved: null, acceptLanguage: 'ko' })).toBe('ko');
    expect(negotiateLanguage({ saved: 'xx', acceptLanguage: 'tr' })).toBe('tr');
  });

  it('falls back to English without any language', () => {
    expect(negotiateLanguage({})).toBe('en');
  });
});
