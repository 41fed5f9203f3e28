import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { Bullets, LegalDocument, LegalSection, Paragraph } from './legal-document';

/** /terms (SPEC §2 "Static pages"): the terms of service, governed by UK law. */
export function TermsPage() {
  const { supportEmail } = useProductConfig();
  return (
    <LegalDocument
      title="legal.terms.title"
      values={{
        privacy: (chunks: ReactNode[]) => (
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            {chunks}
          </Link>
        ),
      }}
    >
      <LegalSection title="legal.terms.s1.title">
        <Paragraph id="legal.terms.s1.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s2.title">
        <Paragraph id="legal.terms.s2.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s3.title">
        <Bullets
          ids={['legal.terms.s3.i1', 'legal.terms.s3.i2', 'legal.terms.s3.i3', 'legal.terms.s3.i4']}
        />
      </LegalSection>

      <LegalSection title="legal.terms.s4.title">
        <Paragraph id="legal.terms.s4.p1" />
        <Paragraph id="legal.terms.s4.p2" />
      </LegalSection>

      <LegalSection title="legal.terms.s5.title">
        <Paragraph id="legal.terms.s5.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s6.title">
        <Paragraph id="legal.terms.s6.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s7.title">
        <Paragraph id="legal.terms.s7.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s8.title">
        <Paragraph id="legal.terms.s8.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s9.title">
        <Paragraph id="legal.terms.s9.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s10.title">
        <Paragraph id="legal.terms.s10.p1" />
      </LegalSection>

      <LegalSection title="legal.terms.s11.title">
        <Paragraph id={supportEmail ? 'legal.terms.s11.p1Email' : 'legal.terms.s11.p1'} />
      </LegalSection>

      <LegalSection title="legal.terms.s12.title">
        <Paragraph id="legal.terms.s12.p1" />
      </LegalSection>
    </LegalDocument>
  );
}
