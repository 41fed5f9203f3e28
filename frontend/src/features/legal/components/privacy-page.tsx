import Link from '@mui/material/Link';

import { COOKIE_CATEGORIES } from '../../../lib/cookie-categories';
import { useProductConfig } from '../../../lib/product-config';
import { Bullets, LegalDocument, LegalSection, Paragraph } from './legal-document';

/** /privacy (SPEC §2 "Static pages"): what is collected, why, and the user's rights. */
export function PrivacyPage() {
  const { productName, supportEmail } = useProductConfig();
  const contact = supportEmail ? (
    <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
  ) : (
    'the support address shown in the footer'
  );
  return (
    <LegalDocument title="Privacy Policy">
      <LegalSection title="1. Who we are">
        <Paragraph>
          {productName} is run by its operator, who is the controller of the personal data described
          here. You can reach us at {contact}.
        </Paragraph>
      </LegalSection>

      <LegalSection title="2. What we collect">
        <Bullets
          items={[
            'Account data: your username, e-mail address and password (stored only as a secure one-way hash, never in readable form), and, if you choose to add them, your first and last name, time zone and passport issue and expiry dates.',
            'Travel data: the entry and exit dates you record, with the optional country and notes.',
            'Technical data: session data that keeps you signed in, basic usage analytics (such as how often you sign in) and error logs that help us fix problems.',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. How we use it">
        <Paragraph>
          We use your data to run the service for you: to calculate your days, show your history,
          check your passport dates, send the e-mails you ask for, keep the service secure and fix
          faults. We rely on our contract with you to provide the service, on your consent for
          optional e-mails and optional cookies, and on our legitimate interest in keeping the
          service secure and working.
        </Paragraph>
      </LegalSection>

      <LegalSection title="4. No selling or sharing">
        <Paragraph>
          We do not sell your data, and we do not share it with anyone except the service providers
          listed below, who act on our instructions, or where the law requires it.
        </Paragraph>
      </LegalSection>

      <LegalSection title="5. Service providers">
        <Bullets
          items={[
            'A card payment provider, which processes voluntary donations. We never see or store your card details.',
            'An e-mail delivery provider, which sends the e-mails described below.',
            'A database host, which stores the data of the service.',
          ]}
        />
        <Paragraph>
          Where a provider processes data outside the United Kingdom, we rely on the safeguards that
          data protection law requires for such transfers.
        </Paragraph>
      </LegalSection>

      <LegalSection title="6. E-mails">
        <Paragraph>
          Apart from account e-mails you request (such as a password reset), we send:
        </Paragraph>
        <Bullets
          items={[
            'compliance alerts when you approach or pass the 90-day limit, if you turn on e-mail reminders;',
            'weekly summaries, if you turn them on;',
            'a confirmation when you make a donation;',
            'rare updates about important changes to the service.',
          ]}
        />
        <Paragraph>
          You can turn reminders and summaries on or off at any time in your profile.
        </Paragraph>
      </LegalSection>

      <LegalSection title="7. Cookies">
        <Paragraph>
          We use session and preference cookies only. The cookie banner lets you choose between
          these categories:
        </Paragraph>
        <Bullets
          items={COOKIE_CATEGORIES.map((category) => (
            <>
              <strong>{category.label}</strong>: {category.purpose}
            </>
          ))}
        />
        <Paragraph>We do not use advertising cookies.</Paragraph>
      </LegalSection>

      <LegalSection title="8. How long we keep it">
        <Paragraph>
          We keep your account and travel data for as long as your account exists. When you delete
          your account, your account and travel data are deleted. Logs are kept only as long as
          needed to run and secure the service.
        </Paragraph>
      </LegalSection>

      <LegalSection title="9. Your rights">
        <Paragraph>
          You have the right to access, correct, delete and export your data. You can do most of
          this yourself: edit your profile, download your data and delete your account from your
          profile. For anything else, or to object to or restrict how we use your data, write to us
          at {contact}. You also have the right to complain to the Information Commissioner&apos;s
          Office (
          <Link href="https://ico.org.uk" target="_blank" rel="noopener noreferrer">
            ico.org.uk
          </Link>
          ).
        </Paragraph>
      </LegalSection>

      <LegalSection title="10. Children">
        <Paragraph>The service is not intended for anyone under 16.</Paragraph>
      </LegalSection>

      <LegalSection title="11. GDPR">
        <Paragraph>
          We process personal data in accordance with the UK General Data Protection Regulation (UK
          GDPR) and the Data Protection Act 2018, and with the EU General Data Protection Regulation
          where it applies. This policy is governed by the laws of the United Kingdom.
        </Paragraph>
      </LegalSection>

      <LegalSection title="12. Changes to this policy">
        <Paragraph>
          We may update this policy. The date at the top of this page shows when it last changed,
          and we will let you know about significant changes.
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
