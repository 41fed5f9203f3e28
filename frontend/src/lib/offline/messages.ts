/**
 * Every text of the offline dashboard (issue #22), in one place, shaped as react-intl message
 * descriptors (id and SPEC-style English default) so that the SPA's catalogues can translate them
 * (namespace `dashboard`, libs/i18n/src/catalogues/<language>/dashboard.json, docs/adr/0035). `{syncedAt}` is a date and time, formatted by `Intl`.
 */
export const offlineMessages = {
  noticeTitle: {
    id: 'dashboard.offline.noticeTitle',
    defaultMessage: 'Offline — last synced {syncedAt}',
  },
  noticeBody: {
    id: 'dashboard.offline.noticeBody',
    defaultMessage:
      'You are offline. This is the copy of your visits saved on this device when it last synced, not live data; your status is worked out from it for today.',
  },
  writesRefused: {
    id: 'dashboard.offline.writesRefused',
    defaultMessage: "You're offline: changes can't be saved until you're back online.",
  },
} as const;
