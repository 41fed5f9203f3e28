import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/**
 * A module import that starts now and that React's `use()` reads without suspending once it has
 * loaded (React reads the `status` and `value` of the promises it is given). Pages use it for the
 * parts below their first view: the code loads beside the page's data instead of delaying the
 * page's first paint, and a page that renders after it has arrived renders all at once, as if it
 * had been imported statically.
 */
export type PreloadedModule<T> =
  PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>;

export function preloadModule<T>(load: () => Promise<T>): PreloadedModule<T> {
  const promise = load();
  const tracked = Object.assign(promise, { status: 'pending' }) as PreloadedModule<T>;
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}
