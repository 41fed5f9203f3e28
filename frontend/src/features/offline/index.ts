/**
 * The installable, offline dashboard (issue #22, docs/adr/0038): the notice over the offline copy.
 * The page's start uses the second entry points directly: `start-from-offline-copy.ts` (the
 * offline shell's start), `start-offline-support.ts` (after hydration), `offline-shell.ts` (the
 * shell's address and data, also read by the web server and the build).
 */
export { OfflineNotice } from './offline-notice';
