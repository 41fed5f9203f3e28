import { PublicFrame } from '../../components/layout/public-frame';
import { ResetPasswordPage } from '../../features/auth/reset-password';
import { useDocumentTitle } from '../../lib/product-config';

export function ResetPasswordRoute() {
  useDocumentTitle('title.resetPassword');
  return (
    <PublicFrame>
      <ResetPasswordPage />
    </PublicFrame>
  );
}
