import { FormattedMessage, useIntl } from 'react-intl';

import { paths } from '../../../config/paths';
import { useUnsubscribeMutation } from '../api/unsubscribe-api';
import { EmailLinkPage } from './email-link-page';

/**
 * Where an unsubscribe link from an e-mail lands: one button confirms (opening a link never
 * changes anything by itself, so mail scanners cannot unsubscribe anybody: EmailLinkPage). Its
 * texts in the page's language (namespace `dashboard`, which the unsubscribe route loads:
 * PAGE_CATALOGUES).
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'profile.unsubscribe.title' });
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <EmailLinkPage
      title={title}
      invalidLink={<FormattedMessage id="profile.unsubscribe.invalidLink" />}
      question={<FormattedMessage id="profile.unsubscribe.question" />}
      action={isLoading ? intl.formatMessage({ id: 'profile.unsubscribe.pending' }) : title}
      onAction={(token) => void unsubscribe(token)}
      busy={isLoading}
      error={error}
      outcome={
        data && (
          <FormattedMessage
            id="profile.unsubscribe.done"
            values={{ preference: data.preference }}
          />
        )
      }
      back={{ to: paths.home.getHref(), label: <FormattedMessage id="profile.unsubscribe.back" /> }}
    />
  );
}
