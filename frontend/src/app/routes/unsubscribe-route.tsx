import { PublicFrame } from '../../components/layout/public-frame';
import { UnsubscribePage } from '../../features/profile/unsubscribe';
import { useDocumentTitle } from '../../lib/product-config';

export function UnsubscribeRoute() {
  useDocumentTitle('title.unsubscribe');
  return (
    <PublicFrame>
      <UnsubscribePage />
    </PublicFrame>
  );
}
