/**
 * Every text of the offline dashboard (issue #22), in one place, as react-intl message descriptors:
 * their text is in the catalogues (namespace `dashboard`, libs/i18n/src/catalogues/<language>/
 * dashboard.json, docs/adr/0035). The write refusal also keeps its English here: the API's base
 * query, outside React, gives it as the error's message. `{syncedAt}` is a date and time (`Intl`).
 */
export const offlineMessages = {
  noticeTitle: { id: 'dashboard.offline.noticeTitle' },
  noticeBody: { id: 'dashboard.offline.noticeBody' },
  writesRefused: {
    id: 'dashboard.offline.writesRefused',
    defaultMessage: "You're offline: changes can't be saved until you're back online.",
  },
} as const;
