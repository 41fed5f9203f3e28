import { FormattedMessage, useIntl } from 'react-intl';

import { paths } from '../../../config/paths';
import { useConfirmEmailMutation } from '../api/profile-api';
import { serverText } from '../field-errors';
import { EmailLinkPage } from './email-link-page';

/**
 * Where the link e-mailed to a new address lands (beyond SPEC): one button confirms, so that a
 * mail scanner opening the link changes nothing (EmailLinkPage). Its texts in the page's language
 * (namespace `dashboard`, which the confirm-email route loads: PAGE_CATALOGUES).
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const [confirmEmail, { data, error, isLoading }] = useConfirmEmailMutation();

  return (
    <EmailLinkPage
      title={<FormattedMessage id="profile.confirmEmail.title" />}
      invalidLink={<FormattedMessage id="profile.confirmEmail.invalidLink" />}
      question={<FormattedMessage id="profile.confirmEmail.question" />}
      action={intl.formatMessage({
        id: isLoading ? 'profile.confirmEmail.confirming' : 'profile.confirmEmail.confirm',
      })}
      onAction={(token) => void confirmEmail({ token })}
      busy={isLoading}
      error={error}
      outcome={data && serverText(intl, data.message)}
      back={{
        to: paths.dashboard.getHref(),
        label: <FormattedMessage id="profile.confirmEmail.goToApp" />,
      }}
    />
  );
}
