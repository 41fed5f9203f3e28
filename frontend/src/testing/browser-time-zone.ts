const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/**
 * Pins the browser time zone that `Intl.DateTimeFormat().resolvedOptions()` reports, so tests do
 * not depend on the machine's TZ (the cookie banner shows only in European zones). Calling it
 * again replaces the zone; jest.restoreAllMocks() undoes it.
 */
export function setBrowserTimeZone(timeZone: string): void {
  jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockImplementation(function resolvedOptions(this: Intl.DateTimeFormat) {
      return { ...realResolvedOptions.call(this), timeZone };
    });
}
