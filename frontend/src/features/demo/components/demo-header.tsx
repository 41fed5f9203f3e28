import { FormattedMessage, useIntl } from 'react-intl';

import type { LanguageCode } from '@app/i18n/web';

import { paths } from '../../../config/paths';
import type { LinkComponent } from '../../../components/navigation/link-component';
import { LanguageMenu } from '../../../lib/i18n/language-menu';
import { rememberLanguage } from '../../../lib/i18n/remember-language';
import styles from './demo-landing.module.css';
import { LandingIcon } from './landing-icons';

/** A visitor's language choice: the cookie, then the page again in that language. */
async function chooseLanguage(language: LanguageCode): Promise<void> {
  rememberLanguage(language);
}

interface DemoHeaderProps {
  onHowItWorks: () => void;
  linkComponent: LinkComponent;
}

/**
 * SPEC §2 "Demo landing page" header: 'Schengen Area Travel Tracker', the '100% Free Demo' badge,
 * the language menu (a visitor's choice is kept in the `lang` cookie), 'How it works' (the
 * tutorial) and 'Sign up for free/Login' to /auth.
 */
export function DemoHeader({ onHowItWorks, linkComponent: Link }: DemoHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.appBar}>
      <nav aria-label={intl.formatMessage({ id: 'frame.mainNav' })} className={styles.toolbar}>
        <div className={styles.brand}>
          <LandingIcon name="calendarMonth" className={styles.icon} />
          <p className={styles.brandName}>
            <FormattedMessage id="landing.header.brand" />
          </p>
          <span className={styles.chip}>
            <FormattedMessage id="landing.header.badge" />
          </span>
        </div>
        <div className={styles.actions}>
          <LanguageMenu onChoose={chooseLanguage} />
          <button
            type="button"
            className={`${styles.button} ${styles.outlined}`}
            onClick={onHowItWorks}
          >
            <span className={styles.startIcon}>
              <LandingIcon name="helpOutline" className={styles.icon} />
            </span>
            <FormattedMessage id="landing.header.howItWorks" />
          </button>
          <Link href={paths.auth.getHref()} className={`${styles.button} ${styles.contained}`}>
            <FormattedMessage id="landing.header.signUp" />
          </Link>
        </div>
      </nav>
    </header>
  );
}
