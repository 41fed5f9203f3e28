import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { Bullets, LegalDocument, LegalSection, Paragraph } from './legal-document';

/** /terms (SPEC §2 "Static pages"): the terms of service, governed by UK law. */
export function TermsPage() {
  const { productName, supportEmail } = useProductConfig();
  return (
    <LegalDocument title="Terms of Service">
      <LegalSection title="1. Acceptance of these terms">
        <Paragraph>
          These terms govern your use of {productName} (&quot;the service&quot;), which is run by
          its operator (&quot;we&quot;, &quot;us&quot;). By creating an account or using the service
          you agree to them. If you do not agree, please do not use the service.
        </Paragraph>
      </LegalSection>

      <LegalSection title="2. What the service does">
        <Paragraph>
          {productName} is a free web tool that helps travellers record their entries to and exits
          from the Schengen Area and estimate how many days they have used under the rule of 90 days
          in any rolling 180-day period. It also offers passport date checks, an insurance year
          calculator, information about the EU Entry/Exit System (EES) and ETIAS, exports of your
          travel history and optional e-mail reminders.
        </Paragraph>
      </LegalSection>

      <LegalSection title="3. Your responsibilities">
        <Bullets
          items={[
            'Enter your travel dates accurately and keep them up to date: the results can only be as good as the dates you record.',
            'Keep your password confidential, and tell us if you think someone else has used your account.',
            'Use the service lawfully, and do not try to disrupt it, to overload it or to reach data that is not yours.',
            'Make your own travel decisions: you remain responsible for complying with the entry and stay rules of every country you visit.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Information only, no warranty">
        <Paragraph>
          The figures shown are calculations based on the data you enter. They are not legal advice
          and are not a decision by any border authority, which alone decides how long you may stay.
          Rules change, and individual circumstances (visas, residence permits, bilateral
          agreements) can differ. Always check official sources, such as the European Commission and
          the authorities of the countries you visit, before you travel.
        </Paragraph>
        <Paragraph>
          The service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties
          of any kind, including accuracy, availability or fitness for a particular purpose.
        </Paragraph>
      </LegalSection>

      <LegalSection title="5. Limitation of liability">
        <Paragraph>
          To the fullest extent permitted by law, we are not liable for any loss or damage arising
          from your use of, or reliance on, the service, including refused entry, fines, entry bans,
          missed travel or travel costs. Nothing in these terms limits liability for death or
          personal injury caused by negligence, for fraud, or for anything else that cannot be
          limited by law.
        </Paragraph>
      </LegalSection>

      <LegalSection title="6. Privacy">
        <Paragraph>
          How we handle your personal data is explained in our{' '}
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            Privacy Policy
          </Link>
          .
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. Voluntary donations">
        <Paragraph>
          The service is free. You may choose to make a voluntary donation towards its running
          costs; a donation does not unlock features or create any other obligation. Payments are
          processed by a card payment provider and we never see or store your card details. If you
          believe a payment was taken in error, contact us and we will look into it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="8. Deleting your account, and suspension">
        <Paragraph>
          You may delete your account at any time from your profile; this removes your account and
          your travel data. We may suspend or close accounts that break these terms or misuse the
          service.
        </Paragraph>
      </LegalSection>

      <LegalSection title="9. Changes to these terms">
        <Paragraph>
          We may update these terms. The date at the top of this page shows when they last changed.
          If a change is significant we will take reasonable steps to let you know, for example by a
          notice in the service. Continuing to use the service after a change means you accept the
          new terms.
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Governing law">
        <Paragraph>
          These terms are governed by the laws of the United Kingdom, and the courts of the United
          Kingdom have jurisdiction over any dispute about them. This does not take away any rights
          you have as a consumer under the law of the place where you live.
        </Paragraph>
      </LegalSection>

      <LegalSection title="11. Contact">
        <Paragraph>
          Questions about these terms are welcome
          {supportEmail ? (
            <>
              {' '}
              at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
            </>
          ) : null}
          .
        </Paragraph>
      </LegalSection>

      <LegalSection title="12. An independent tool">
        <Paragraph>
          {productName} is an independent tool. It is not affiliated with, endorsed by or connected
          to the European Union, the European Commission, any Schengen state or the UK Government.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
