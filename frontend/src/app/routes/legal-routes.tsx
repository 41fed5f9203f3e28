import { PublicFrame } from '../../components/layout/public-frame';
import { FaqPage, PrivacyPage, TermsPage } from '../../features/legal';
import { useDocumentTitle } from '../../lib/product-config';

export function TermsRoute() {
  useDocumentTitle('Terms of Service');
  return (
    <PublicFrame>
      <TermsPage />
    </PublicFrame>
  );
}

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <PublicFrame>
      <PrivacyPage />
    </PublicFrame>
  );
}

export function FaqRoute() {
  useDocumentTitle('FAQ');
  return (
    <PublicFrame>
      <FaqPage />
    </PublicFrame>
  );
}
