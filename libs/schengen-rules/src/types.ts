/** A calendar date in ISO form, `YYYY-MM-DD`. Never a timestamp. */
export type IsoDate = string;

/**
 * One stay in the Schengen Area. Both the entry day and the exit day count as days present.
 * `exit: null` is an ongoing stay: it counts up to and including `today` and nothing after it.
 */
export interface Stay {
  readonly entry: IsoDate;
  readonly exit: IsoDate | null;
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

/** The days of one stay that count in a day's window (see `explainDay`). */
export interface CountedStay<S extends Stay = Stay> {
  /** The stay as given. */
  readonly stay: S;
  /** Its days inside the window (not already counted for another stay), both ends included. */
  readonly counted: DateRange;
  readonly days: number;
  /** The day each counted day stops counting (`counted` + 180 days), both ends included. */
  readonly dropsOut: DateRange;
}
