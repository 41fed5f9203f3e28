import { readFileSync } from 'node:fs';
import path from 'node:path';

import { compileCatalogue } from './compile';
import {
  addCatalogue,
  languageCookie,
  languageFromCookie,
  languageOfLocale,
  loadCatalogues,
  loadedMessages,
  LANGUAGES,
  openGraphLocale,
  parseNamespaces,
  subscribeToCatalogues,
  WEB_NAMESPACES,
} from './web';

const CATALOGUES = path.join(__dirname, 'catalogues');

describe('the SPA side of the catalogues', () => {
  it('reads the language a visitor chose from the cookie, and only a supported one', () => {
    expect(languageFromCookie('a=1; lang=de; b=2')).toBe('de');
    expect(languageFromCookie(`x=y; ${languageCookie('pt-BR').split(';')[0]}`)).toBe('pt-BR');
    expect(languageFromCookie('lang=nl')).toBeNull();
    expect(languageFromCookie('lang=%E0%A4')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it("names each language's Open Graph locale in its language_TERRITORY form", () => {
    expect(openGraphLocale('en')).toBe('en_GB');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
    expect(openGraphLocale('zh-Hans')).toBe('zh_CN');
    for (const { code } of LANGUAGES) {
      expect(openGraphLocale(code)).toMatch(new RegExp(`^${code.slice(0, 2)}_[A-Z]{2}$`));
    }
  });

  it('keeps the choice a year, for the whole site', () => {
    expect(languageCookie('ar')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it("reads a page's <html lang> back to its language", () => {
    expect(languageOfLocale('en-GB')).toBe('en');
    expect(languageOfLocale('zh-Hans')).toBe('zh-Hans');
    expect(languageOfLocale('ar')).toBe('ar');
    expect(languageOfLocale('')).toBe('en');
  });

  it("reads a page's namespaces, leaving out unknown names", () => {
    expect(parseNamespaces(' auth  dashboard nope ')).toEqual(['auth', 'dashboard']);
    expect(parseNamespaces(null)).toEqual([]);
  });

  it('loads namespaces of one language once, and tells who listens when one arrives', async () => {
    const heard = jest.fn();
    const stop = subscribeToCatalogues(heard);
    await loadCatalogues('de', ['web', 'landing']);
    const first = loadedMessages('de');
    expect(first['landing.cta.button']).toBe('Kostenloses Konto erstellen');
    expect(first['footer.terms']).toBe('Nutzungsbedingungen');
    expect(loadedMessages('fr')).toEqual({});
    await loadCatalogues('de', ['web']);
    expect(loadedMessages('de')).toBe(first);
    expect(heard).toHaveBeenCalledTimes(2);
    addCatalogue('de', { extra: 'x' });
    expect(loadedMessages('de')).not.toBe(first);
    stop();
  });

  it('gives every message of the SPA one id across its namespaces', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const namespace of WEB_NAMESPACES) {
      const keys = Object.keys(
        JSON.parse(readFileSync(path.join(CATALOGUES, 'en', `${namespace}.json`), 'utf8')),
      );
      for (const key of keys) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${key}: ${owner} and ${namespace}`);
        owners.set(key, namespace);
        if (namespace !== 'web' && !key.startsWith(`${namespace}.`)) {
          clashes.push(`${key}: a key of ${namespace} starts with "${namespace}."`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('compileCatalogue (the build step of the SPA catalogues)', () => {
  it('turns each message into its ICU AST', () => {
    expect(
      compileCatalogue({ hi: 'Hello {name}', n: '{n, plural, one {# day} other {# days}}' }),
    ).toEqual({
      hi: [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
      n: [
        expect.objectContaining({
          type: 6,
          value: 'n',
          options: expect.objectContaining({ one: expect.anything(), other: expect.anything() }),
        }),
      ],
    });
  });

  it('names the key of a message that does not parse', () => {
    expect(() => compileCatalogue({ broken: 'Hello {name' })).toThrow('Message "broken"');
  });
});
