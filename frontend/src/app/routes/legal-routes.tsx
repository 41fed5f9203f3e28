import { PublicFrame } from '../../components/layout/public-frame';
import { FaqPage, PrivacyPage, TermsPage } from '../../features/legal';
import { useDocumentTitle } from '../../lib/product-config';

export function TermsRoute() {
  useDocumentTitle('title.terms');
  return (
    <PublicFrame>
      <TermsPage />
    </PublicFrame>
  );
}

export function PrivacyRoute() {
  useDocumentTitle('title.privacy');
  return (
    <PublicFrame>
      <PrivacyPage />
    </PublicFrame>
  );
}

export function FaqRoute() {
  useDocumentTitle('title.faq');
  return (
    <PublicFrame>
      <FaqPage />
    </PublicFrame>
  );
}
