import { SCHENGEN_MEMBERSHIP } from '@app/schengen-rules';

/** One option of the visit form's country select. */
export interface CountryOption {
  /** The English name the travel entry stores. */
  readonly value: string;
  readonly label: string;
}

/**
 * The countries a visit may name, in alphabetical order: the rules' membership table (the 29
 * Schengen states, Cyprus and Ireland), the same one the API validates against (ADR 0036). Cyprus
 * and Ireland say in their label that their days never count.
 */
export const COUNTRY_OPTIONS: readonly CountryOption[] = SCHENGEN_MEMBERSHIP.map(
  ({ name, countsFrom }) => ({
    value: name,
    label: countsFrom === null ? `${name} (not Schengen: days do not count)` : name,
  }),
).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
