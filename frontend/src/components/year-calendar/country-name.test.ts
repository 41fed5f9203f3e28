import { countryName } from './country-name';

describe('countryName', () => {
  it('names a stored country in the language, by its English name or its code', () => {
    expect(countryName('Germany', 'de')).toBe('Deutschland');
    expect(countryName('FR', 'de')).toBe('Frankreich');
    expect(countryName('Cyprus', 'ar')).toBe('قبرص');
  });

  it('keeps the stored English names in English', () => {
    expect(countryName('Czechia', 'en')).toBe('Czechia');
    expect(countryName('Netherlands', 'en')).toBe('Netherlands');
  });

  it('shows anything else as it is', () => {
    expect(countryName('Atlantis', 'de')).toBe('Atlantis');
  });
});
