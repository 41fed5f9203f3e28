import fc from 'fast-check';

import { problemsOf } from '../../_testing/dto-test-helpers';
import {
  HasAtMostCharacters,
  HasNoRepeats,
  HasVisibleText,
  hasVisibleText,
} from './bulk-email-validators';

/** The plain reading of SPEC §5 ("HTML tags removed and trimmed"): a quadratic oracle. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
}

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['<p><br></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<p>&NBSP;&#160;\u00a0\n</p>', false],
    ['&nb<b>sp;', false],
    ['<p>Hi</p>', true],
    ['<p>a < b</p>', true],
    ['<<<', true],
    ['<p>>', true],
  ])('reads %p as %p', (html, expected) => {
    expect(hasVisibleText(html)).toBe(expected);
  });

  it('answers as visibleText does, for any mix of tags, entities and spaces', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '<p>',
      '</p>',
      '&nbsp;',
      '&#160;',
      ' ',
      '\u00a0',
      '\n',
      'a',
      '&',
      'nb',
      'sp;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const html = pieces.join('');
        expect(hasVisibleText(html)).toBe(visibleText(html) !== '');
      }),
      { numRuns: 3_000, seed: 9 },
    );
  });

  it('is linear: 2 MiB of unclosed tags take no time to read (the regex took ~13 s for 64 KiB)', () => {
    // Not a timing assertion: a quadratic scan would not finish within the test's timeout.
    expect(hasVisibleText(`${'<'.repeat(2 * 1024 * 1024)}`)).toBe(true);
    expect(hasVisibleText(`${'<p>'.repeat(700_000)}`)).toBe(false);
  });
});

class Sample {
  @HasVisibleText()
  body!: string;

  @HasNoRepeats()
  ids!: string[];

  @HasNoRepeats((item: { id: string }) => item.id)
  items!: { id: string }[];

  @HasAtMostCharacters(3)
  short!: unknown;
}

const valid = {
  body: '<p>x</p>',
  ids: ['a', 'b'],
  items: [{ id: 'a' }, { id: 'b' }],
  short: 'abc',
};

describe('the bulk e-mail validators', () => {
  it('accept a valid sample', async () => {
    expect(await problemsOf(Sample, valid)).toEqual({});
  });

  it('refuse HTML without text, repeats (by key too) and a long text', async () => {
    expect(
      await problemsOf(Sample, {
        body: '<p> </p>',
        ids: ['a', 'a'],
        items: [{ id: 'a' }, { id: 'a' }],
        short: 'abcd',
      }),
    ).toEqual({
      body: ['body must contain text'],
      ids: ['ids must not repeat an item'],
      items: ['items must not repeat an item'],
      short: ['short must be at most 3 characters'],
    });
  });

  it('refuse what is not a list, and leave a value that is not text to other checks', async () => {
    expect(await problemsOf(Sample, { ...valid, ids: 'a', short: 3 })).toEqual({
      ids: ['ids must not repeat an item'],
    });
  });

  it('find a repeat among 200,000 ids at once (class-validator compared every pair)', async () => {
    const ids = Array.from({ length: 200_000 }, (_, i) => `id-${i}`);
    expect(await problemsOf(Sample, { ...valid, ids })).toEqual({});
    expect(await problemsOf(Sample, { ...valid, ids: [...ids, 'id-0'] })).toEqual({
      ids: ['ids must not repeat an item'],
    });
  });
});
