import { useIntl } from 'react-intl';

import { PublicFrame } from '../../components/layout/public-frame';
import { ResetPasswordPage } from '../../features/auth/reset-password';
import { useDocumentTitle } from '../../lib/product-config';

export function ResetPasswordRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.reset.title' }));
  return (
    <PublicFrame>
      <ResetPasswordPage />
    </PublicFrame>
  );
}
