import type { IsoDate } from './types';

/** Days allowed in any rolling window (SPEC §9). */
export const MAX_DAYS_IN_WINDOW = 90;

/** Length of the rolling window: the day itself and the 179 days before it (SPEC §1). */
export const WINDOW_DAYS = 180;

/**
 * Dashboard scale (SPEC §4, §9): safe below 70; warning 70 to 84; danger 85 to 90; exceeded above 90.
 * Each value is the lowest `daysUsed` of its level.
 */
export const DASHBOARD_THRESHOLDS = { warning: 70, danger: 85, exceeded: 91 } as const;

/** Demo scale (SPEC §4, §9): warning above 60, danger above 75, exceeded above 90. */
export const DEMO_THRESHOLDS = { warning: 61, danger: 76, exceeded: 91 } as const;

/** Passport rules (SPEC §5, §9). */
export const PASSPORT_MAX_AGE_YEARS = 10;
export const PASSPORT_VALIDITY_AFTER_EXIT_MONTHS = 3;
/**
 * A rule whose failing day is 1 to this many days away is a soft warning (a margin of 0 to 89 days
 * to spare up to the last allowed day).
 */
export const PASSPORT_WARNING_DAYS = 90;

/** The EES rolls out from this day (SPEC §5, §9). */
export const EES_START_DATE: IsoDate = '2025-10-12';

/** ETIAS is announced for this year; its card stays disabled (SPEC §2, §9). */
export const ETIAS_START_YEAR = 2026;

/** `earliestEntryFor` searches this many years ahead before giving up. */
export const EARLIEST_ENTRY_SEARCH_YEARS = 3;

/** The calendar starts in this year (SPEC §9). */
export const CALENDAR_MIN_YEAR = 2021;
