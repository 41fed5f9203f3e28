import { AppFrame } from '../../components/layout/app-frame';
import { AdminDashboard } from '../../features/admin';
import { useDocumentTitle } from '../../lib/product-config';

export function AdminRoute() {
  useDocumentTitle('title.admin');
  return (
    <AppFrame>
      <AdminDashboard />
    </AppFrame>
  );
}
