import { useIntl } from 'react-intl';

import { PublicFrame } from '../../components/layout/public-frame';
import { UnsubscribePage } from '../../features/profile/unsubscribe';
import { useDocumentTitle } from '../../lib/product-config';

export function UnsubscribeRoute() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'dashboard.profile.unsubscribe.title' }));
  return (
    <PublicFrame>
      <UnsubscribePage />
    </PublicFrame>
  );
}
