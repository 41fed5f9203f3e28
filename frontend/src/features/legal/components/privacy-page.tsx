import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { COOKIE_CATEGORIES, type CookieCategory } from '../../../lib/cookie-categories';
import { useProductConfig } from '../../../lib/product-config';
import { Bullets, LegalDocument, LegalSection, LegalText, Paragraph } from './legal-document';

/**
 * Each cookie category the banner offers: its name as the banner shows it (`web`) and what it
 * covers, so that the policy names exactly what the banner asks.
 */
const COOKIE_TEXT = {
  necessary: { label: 'cookies.category.necessary', purpose: 'legal.privacy.s7.necessary' },
  functional: { label: 'cookies.category.functional', purpose: 'legal.privacy.s7.functional' },
  analytics: { label: 'cookies.category.analytics', purpose: 'legal.privacy.s7.analytics' },
} as const satisfies Record<CookieCategory['key'], { label: string; purpose: string }>;

/** /privacy (SPEC §2 "Static pages"): what is collected, why, and the user's rights. */
export function PrivacyPage() {
  const intl = useIntl();
  const { supportEmail } = useProductConfig();
  return (
    <LegalDocument
      title="legal.privacy.title"
      values={{
        ico: (chunks: ReactNode[]) => (
          <Link href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">
            {chunks}
          </Link>
        ),
        b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
      }}
    >
      <LegalSection title="legal.privacy.s1.title">
        <Paragraph id={supportEmail ? 'legal.privacy.s1.p1Email' : 'legal.privacy.s1.p1'} />
      </LegalSection>

      <LegalSection title="legal.privacy.s2.title">
        <Bullets ids={['legal.privacy.s2.i1', 'legal.privacy.s2.i2', 'legal.privacy.s2.i3']} />
      </LegalSection>

      <LegalSection title="legal.privacy.s3.title">
        <Paragraph id="legal.privacy.s3.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s4.title">
        <Paragraph id="legal.privacy.s4.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s5.title">
        <Bullets ids={['legal.privacy.s5.i1', 'legal.privacy.s5.i2', 'legal.privacy.s5.i3']} />
        <Paragraph id="legal.privacy.s5.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s6.title">
        <Paragraph id="legal.privacy.s6.p1" />
        <Bullets
          ids={[
            'legal.privacy.s6.i1',
            'legal.privacy.s6.i2',
            'legal.privacy.s6.i3',
            'legal.privacy.s6.i4',
          ]}
        />
        <Paragraph id="legal.privacy.s6.p2" />
      </LegalSection>

      <LegalSection title="legal.privacy.s7.title">
        <Paragraph id="legal.privacy.s7.p1" />
        <Bullets
          items={COOKIE_CATEGORIES.map(({ key }) => (
            <LegalText
              key={key}
              id={COOKIE_TEXT[key].purpose}
              values={{ category: intl.formatMessage({ id: COOKIE_TEXT[key].label }) }}
            />
          ))}
        />
        <Paragraph id="legal.privacy.s7.p2" />
      </LegalSection>

      <LegalSection title="legal.privacy.s8.title">
        <Paragraph id="legal.privacy.s8.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s9.title">
        <Paragraph id={supportEmail ? 'legal.privacy.s9.p1Email' : 'legal.privacy.s9.p1'} />
      </LegalSection>

      <LegalSection title="legal.privacy.s10.title">
        <Paragraph id="legal.privacy.s10.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s11.title">
        <Paragraph id="legal.privacy.s11.p1" />
      </LegalSection>

      <LegalSection title="legal.privacy.s12.title">
        <Paragraph id="legal.privacy.s12.p1" />
      </LegalSection>
    </LegalDocument>
  );
}
