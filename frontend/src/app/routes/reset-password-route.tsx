import { PublicFrame } from '../../components/layout/public-frame';
import { ResetPasswordPage } from '../../features/auth/reset-password';
import { useDocumentTitle } from '../../lib/product-config';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  return (
    <PublicFrame>
      <ResetPasswordPage />
    </PublicFrame>
  );
}
