/** British English plural categories ('one' for 1, 'other' for the rest). */
const PLURAL_RULES = new Intl.PluralRules('en-GB');

/**
 * Every counted noun of the e-mails, in each plural category English has: a text that puts a
 * number before a noun takes the words from here. When the e-mails move to ICU messages
 * (issue #21) each call of `formatCount` becomes one `{n, plural, one {# day} other {# days}}`.
 */
const COUNTED_NOUNS = {
  day: { one: 'day', other: 'days' },
  hour: { one: 'hour', other: 'hours' },
  minute: { one: 'minute', other: 'minutes' },
} as const;

export type CountedNoun = keyof typeof COUNTED_NOUNS;

/**
 * The number and its noun, in the plural form `Intl.PluralRules` chooses.
 *
 * @example
 * formatCount(1, 'day') // → '1 day'
 * formatCount(42, 'day') // → '42 days'
 */
export function formatCount(n: number, noun: CountedNoun): string {
  const forms = COUNTED_NOUNS[noun];
  return `${n} ${PLURAL_RULES.select(n) === 'one' ? forms.one : forms.other}`;
}
