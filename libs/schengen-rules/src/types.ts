/** A calendar date in ISO form, `YYYY-MM-DD`. Never a timestamp. */
export type IsoDate = string;

/**
 * One stay in the Schengen Area. Both the entry day and the exit day count as days present.
 * `exit: null` is an ongoing stay: it counts up to and including `today` and nothing after it.
 */
export interface Stay {
  readonly entry: IsoDate;
  readonly exit: IsoDate | null;
  /**
   * Where the stay was: an ISO 3166-1 alpha-2 code (`'HR'`) or the English name the product
   * stores (`'Croatia'`), see `SCHENGEN_MEMBERSHIP`. Its days count only from the day that state
   * applied the Schengen rules in full (never for Cyprus or Ireland). Absent, null or empty: every
   * day counts, as before countries were known.
   */
  readonly country?: string | null;
}

/** Which document makes a period's days leave the count (Schengen Borders Code Art. 6(1)). */
export type ExcludedPeriodKind = 'residence_permit' | 'long_stay_visa';

/**
 * Days covered by a residence permit or a long-stay (D) visa of a Schengen state, both ends
 * included: they do not count towards the 90 days, wherever in the area they were spent
 * (`docs/adr/0033-periods-that-do-not-count.md`).
 */
export interface ExcludedPeriod {
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** The issuing state, as a stay's `country` (code or English name); it must be a Schengen state. */
  readonly issuingState: string;
  readonly kind: ExcludedPeriodKind;
}

/** Options shared by the window and planning functions. */
export interface RuleOptions {
  /** The traveller's today. Required as soon as a stay is ongoing (`exit: null`). */
  readonly today?: IsoDate;
  /**
   * For planning functions: days already recorded in the 179 days after a planned exit must stay
   * at 90 or fewer too, so that a planned trip cannot break a later, already booked one.
   */
  readonly considerLaterStays?: boolean;
  /**
   * Periods under a residence permit or a long-stay visa: their days do not count. None by
   * default. A planned stay is a short stay: all its days count whatever the periods.
   */
  readonly excludedPeriods?: readonly ExcludedPeriod[];
}

/**
 * One traveller of a trip planned together (`jointLongestStay`, `jointEarliestStart`): their
 * recorded and planned stays, and their periods under a residence permit or a long-stay visa.
 */
export interface JointTraveller {
  readonly stays: readonly Stay[];
  readonly excludedPeriods?: readonly ExcludedPeriod[];
}

/** An inclusive span of calendar days. */
export interface DateRange {
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/** The four compliance levels of SPEC §4. */
export type ComplianceLevel = 'safe' | 'warning' | 'danger' | 'exceeded';

/** Which threshold scale of SPEC §9 applies: the signed-in dashboard or the visitor demo. */
export type ComplianceScale = 'dashboard' | 'demo';

/**
 * A run of one stay's days that count in a day's window (see `explainDay`). A stay cut by a period
 * that does not count has one run per counted part.
 */
export interface CountedStay<S extends Stay = Stay> {
  /** The stay as given. */
  readonly stay: S;
  /** Its days inside the window (not already counted for another stay), both ends included. */
  readonly counted: DateRange;
  readonly days: number;
  /** The day each counted day stops counting (`counted` + 180 days), both ends included. */
  readonly dropsOut: DateRange;
}

/** Why days of a stay do not count (see `uncountedDays`, `explainDay`). */
export type UncountedReason =
  | { readonly reason: 'excluded_period'; readonly period: ExcludedPeriod }
  | { readonly reason: 'not_schengen_then'; readonly country: string; readonly countsFrom: IsoDate }
  | { readonly reason: 'not_schengen'; readonly country: string };

/** A run of a stay's days that do not count, with the reason, both ends included. */
export type UncountedDays<S extends Stay = Stay> = UncountedReason & {
  /** The stay as given. */
  readonly stay: S;
  readonly days: DateRange;
  readonly count: number;
};
