import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import {
  isPluralElement,
  isSelectElement,
  isStructurallySame,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

import { NAMESPACES, loadMessages, loadTranslatorOrDefault } from './catalogues';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { WEB_NAMESPACES } from './web';

// The check `npm test` runs on every catalogue: each language has each namespace, with exactly
// English's keys, every message parses as ICU, uses the same arguments (names and kinds) as
// English, and its plurals use only the categories the language has.

const CATALOGUES = path.join(__dirname, 'catalogues');

function read(language: string, namespace: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(CATALOGUES, language, `${namespace}.json`), 'utf8'));
}

function pluralKeys(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (isPluralElement(element)) {
      return [
        ...Object.keys(element.options).filter((key) => !key.startsWith('=')),
        ...Object.values(element.options).flatMap((option) => pluralKeys(option.value)),
      ];
    }
    if (isSelectElement(element)) {
      return Object.values(element.options).flatMap((option) => pluralKeys(option.value));
    }
    return [];
  });
}

describe('the message catalogues', () => {
  it('have a folder for each supported language and no other', () => {
    expect(readdirSync(CATALOGUES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = read('en', namespace);
    // The SPA's messages are formatted with their tags (`<b>…</b>`, react-intl's rich text); the
    // servers' as plain text.
    const ignoreTag = !(WEB_NAMESPACES as readonly string[]).includes(namespace);

    it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
      '%s has exactly the English keys',
      (language) => {
        expect(Object.keys(read(language, namespace)).sort()).toEqual(Object.keys(english).sort());
      },
    );

    it.each([...LANGUAGE_CODES])(
      '%s: every message parses and takes the English arguments',
      (language: LanguageCode) => {
        const messages = read(language, namespace);
        const categories = new Set<string>(
          new Intl.PluralRules(language).resolvedOptions().pluralCategories,
        );
        const problems: string[] = [];
        for (const [key, source] of Object.entries(english)) {
          const message = messages[key];
          if (typeof message !== 'string' || message.trim() === '') {
            problems.push(`${key}: missing or empty`);
            continue;
          }
          let elements: MessageFormatElement[];
          try {
            elements = parse(message, { ignoreTag, requiresOtherClause: true });
          } catch (error) {
            problems.push(`${key}: does not parse (${(error as Error).message})`);
            continue;
          }
          const same = isStructurallySame(parse(source, { ignoreTag }), elements);
          if (!same.success) problems.push(`${key}: ${same.error?.message ?? 'other arguments'}`);
          const unknown = pluralKeys(elements).filter((category) => !categories.has(category));
          if (unknown.length > 0) problems.push(`${key}: no plural category ${unknown.join(', ')}`);
        }
        expect(problems).toEqual([]);
      },
    );
  });

  it('loads a catalogue by language and namespace, once', async () => {
    const first = await loadMessages('de', 'email');
    expect(first['weekly.inside']).toBe(read('de', 'email')['weekly.inside']);
    expect(await loadMessages('de', 'email')).toBe(first);
  });

  it('translates in the language asked for, and in English when there is none', async () => {
    const product = { product: 'Schengen Tracker' };
    const german = await loadTranslatorOrDefault('de', 'email');
    expect(german.t('passwordReset.subject', product)).toBe(
      'Setzen Sie Ihr Schengen Tracker-Passwort zurück',
    );
    for (const language of [null, undefined]) {
      const fallback = await loadTranslatorOrDefault(language, 'email');
      expect(fallback.t('passwordReset.subject', product)).toBe(
        'Reset your Schengen Tracker password',
      );
    }
  });
});
