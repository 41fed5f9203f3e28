/**
 * Every counted noun of the SPA's texts, singular and plural: a text that puts a number before a
 * noun takes the words from here, so "1 day" never reads "1 days". English needs only the
 * choice `n === 1`; the SPA's pages start without Intl (docs/adr/0015), so no `Intl.PluralRules`
 * here. When the texts move to ICU messages (issue #21) each call of `formatCount` becomes one
 * `{n, plural, one {# day} other {# days}}`.
 */
const COUNTED_NOUNS = {
  day: { one: 'day', other: 'days' },
  email: { one: 'email', other: 'emails' },
  entry: { one: 'entry', other: 'entries' },
  'orphaned entry': { one: 'orphaned entry', other: 'orphaned entries' },
  'planned visit': { one: 'planned visit', other: 'planned visits' },
  user: { one: 'user', other: 'users' },
} as const;

export type CountedNoun = keyof typeof COUNTED_NOUNS;

/** The noun's form for `n` alone: 'day' for 1, 'days' for 0, 2 or 1.5. */
export function pluralNoun(n: number, noun: CountedNoun): string {
  const forms = COUNTED_NOUNS[noun];
  return n === 1 ? forms.one : forms.other;
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
