import { useIntl } from 'react-intl';

import { PublicFrame } from '../../components/layout/public-frame';
import { ConfirmEmailPage } from '../../features/profile/confirm-email';
import { useDocumentTitle } from '../../lib/product-config';

export function ConfirmEmailRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'dashboard.profile.confirmEmail.documentTitle' }));
  return (
    <PublicFrame>
      <ConfirmEmailPage />
    </PublicFrame>
  );
}
