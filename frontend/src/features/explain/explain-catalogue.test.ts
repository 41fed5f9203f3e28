import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { messages } from './messages';

// The catalogues are the i18n lib's files (libs/i18n), read as the lib's own check reads them.
const CATALOGUES = path.resolve(__dirname, '../../../../libs/i18n/src/catalogues');
const enExplain = JSON.parse(
  readFileSync(path.join(CATALOGUES, 'en', 'explain.json'), 'utf8'),
) as Record<string, string>;

describe('the explain catalogues', () => {
  it('hold in English exactly the default messages of the code', () => {
    const defaults = Object.fromEntries(
      Object.values(messages).map((message) => [message.id, message.defaultMessage]),
    );
    expect(enExplain).toEqual(defaults);
  });

  it.each(readdirSync(CATALOGUES))('%s has every English key and no other', (language) => {
    const catalogue = JSON.parse(
      readFileSync(path.join(CATALOGUES, language, 'explain.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(enExplain).sort());
  });
});
