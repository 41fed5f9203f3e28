import type { WebMessageId } from '@app/i18n/web';

// react-intl's ids are the SPA's catalogue keys (the English catalogues of every namespace of
// `WEB_NAMESPACES`): a typo in `id` or a message missing from English fails the type check.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: WebMessageId;
    }
  }
}
