import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';

import { useProductConfig } from './use-product-config';

/** The ids of the pages' titles (`web` catalogue, `title.…`). */
export type PageTitleId = Extract<WebMessageId, `title.${string}`>;

/**
 * Sets the tab title to "<page> · <product name>" in the page's language (`title.page`), or the
 * product name alone.
 *
 * @example
 * useDocumentTitle('title.dashboard') // → 'Dashboard · Schengen Tracker', 'Übersicht · …' in German
 */
export function useDocumentTitle(page?: PageTitleId): void {
  const { productName } = useProductConfig();
  const intl = useIntl();
  const title = page
    ? intl.formatMessage(
        { id: 'title.page' },
        { page: intl.formatMessage({ id: page }), productName },
      )
    : productName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
