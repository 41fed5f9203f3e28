import { PublicFrame } from '../../components/layout/public-frame';
import { DonatePage } from '../../features/donate';
import { useDocumentTitle } from '../../lib/product-config';

export function DonateRoute() {
  useDocumentTitle('title.donate');
  return (
    <PublicFrame>
      <DonatePage />
    </PublicFrame>
  );
}
