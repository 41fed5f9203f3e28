/** British English plural categories ('one' for 1, 'other' for the rest); built once a page. */
const PLURAL_RULES = new Intl.PluralRules('en-GB');

/**
 * Every counted noun of the SPA's texts, in each plural category English has: a text that puts a
 * number before a noun takes the words from here, so "1 day" never reads "1 days". When the texts
 * move to ICU messages (issue #21) each call of `formatCount` becomes one
 * `{n, plural, one {# day} other {# days}}`. (Intl on the page is fine since docs/adr/0019;
 * `lib/warm-intl.ts` builds the plural rules early.)
 */
const COUNTED_NOUNS = {
  'bad line': { one: 'bad line', other: 'bad lines' },
  day: { one: 'day', other: 'days' },
  email: { one: 'email', other: 'emails' },
  entry: { one: 'entry', other: 'entries' },
  'orphaned entry': { one: 'orphaned entry', other: 'orphaned entries' },
  'planned visit': { one: 'planned visit', other: 'planned visits' },
  user: { one: 'user', other: 'users' },
  visit: { one: 'visit', other: 'visits' },
} as const;

export type CountedNoun = keyof typeof COUNTED_NOUNS;

/** The noun's form for `n` alone, as `Intl.PluralRules` chooses it: 'day' for 1, else 'days'. */
export function pluralNoun(n: number, noun: CountedNoun): string {
  const forms = COUNTED_NOUNS[noun];
  return PLURAL_RULES.select(n) === 'one' ? forms.one : forms.other;
}

/**
 * The number and its noun.
 *
 * @example
 * formatCount(1, 'day') // → '1 day'
 * formatCount(31, 'day') // → '31 days'
 */
export function formatCount(n: number, noun: CountedNoun): string {
  return `${n} ${pluralNoun(n, noun)}`;
}
