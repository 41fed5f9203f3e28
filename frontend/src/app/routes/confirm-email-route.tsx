import { PublicFrame } from '../../components/layout/public-frame';
import { ConfirmEmailPage } from '../../features/profile/confirm-email';
import { useDocumentTitle } from '../../lib/product-config';

export function ConfirmEmailRoute() {
  useDocumentTitle('title.confirmEmail');
  return (
    <PublicFrame>
      <ConfirmEmailPage />
    </PublicFrame>
  );
}
