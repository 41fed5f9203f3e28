/**
 * Lets the browser run what is waiting (a paint, an input) before the caller goes on: the app's
 * start is a chain of short tasks rather than one long one (docs/adr/0013, 0015).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
