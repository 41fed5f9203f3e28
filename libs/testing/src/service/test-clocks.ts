/** The service tests' "now": 2025-06-15 at noon UTC unless a test sets another instant. */
export const DEFAULT_NOW = '2025-06-15T12:00:00.000Z';

/** A clock the test sets (it does not move by itself), so "today" and ages are deterministic. */
export class SettableClock {
  private instant = new Date(DEFAULT_NOW);

  readonly now = (): Date => new Date(this.instant);

  set(iso: string): void {
    this.instant = new Date(iso);
  }
}

/** A clock that follows real time but can be moved forward (e.g. past a token's expiry). */
export class MovableClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Moves the clock to `instant` (it goes on ticking from there). */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
