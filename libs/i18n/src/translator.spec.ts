import { loadTranslator } from './catalogues';
import { formatDay, formatNumber, formatPounds } from './format';
import { LANGUAGES, isLanguageCode, textDirection } from './languages';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('chooses the plural form of the language (Russian one, few, many)', () => {
    const { t } = createTranslator('ru', {
      days: '{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
    });
    expect([1, 3, 5, 21].map((n) => t('days', { n }))).toEqual([
      '1 день',
      '3 дня',
      '5 дней',
      '21 день',
    ]);
  });

  it('throws for a key the catalogue lacks', () => {
    const { t } = createTranslator<string>('en', {});
    expect(() => t('missing')).toThrow('No message "missing" in en');
  });

  it('formats a real catalogue message with a plural in German', async () => {
    const { t } = await loadTranslator('de', 'email');
    expect(t('duration.hours', { count: 1 })).toBe('1 Stunde');
    expect(t('duration.hours', { count: 24 })).toBe('24 Stunden');
  });

  it('keeps English exactly as written', async () => {
    const { t } = await loadTranslator('en', 'errors');
    expect(
      t('code.TRAVEL_DUPLICATE_ENTRY', { entryDate: '2025-06-01', exitDate: '2025-06-10' }),
    ).toBe('You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded');
  });
});

describe('languages', () => {
  it('lists 16 languages with unique codes, one of them right to left', () => {
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(16);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('writes Arabic right to left and the others left to right', async () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
    expect((await loadTranslator('ar', 'pdf')).dir).toBe('rtl');
  });

  it('knows the supported codes exactly', () => {
    expect(isLanguageCode('pt-BR')).toBe(true);
    expect(isLanguageCode('pt-br')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });
});

describe('formatting by Intl', () => {
  it('writes a calendar day in the language, never shifted by a time zone', () => {
    expect(formatDay('en', '2026-06-08')).toBe('8 June 2026');
    expect(formatDay('de', '2026-06-08', 'full')).toBe('Montag, 8. Juni 2026');
    expect(formatDay('fr', '2026-01-01')).toBe('1 janvier 2026');
  });

  it('refuses a malformed date', () => {
    expect(() => formatDay('en', '2026-6-8')).toThrow(RangeError);
  });

  it('writes numbers and pounds the language way', () => {
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatPounds('en', 750)).toBe('£7.50');
    expect(formatPounds('de', 750)).toBe('7,50\u00a0£');
  });
});
