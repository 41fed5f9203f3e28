import type { TravelEntryDto, UserDto } from '@app/contracts';

/**
 * What the early status script (src/early-dashboard-status.ts) read for the prerendered dashboard:
 * the signed-in user and their records, handed to the app so that it asks for neither again.
 * null when the script could not read them (the app then asks as usual).
 */
export interface EarlyDashboardData {
  user: UserDto;
  entries: TravelEntryDto[];
}

declare global {
  interface Window {
    /** Set by the early status script while it loads (only on the prerendered dashboard). */
    schengenTrackerEarlyDashboard?: Promise<EarlyDashboardData | null>;
  }
}

/** The early script's answers, or undefined on a page without it. */
export function earlyDashboardData(): Promise<EarlyDashboardData | null> | undefined {
  return typeof window === 'undefined' ? undefined : window.schengenTrackerEarlyDashboard;
}
