import { FormattedMessage, useIntl } from 'react-intl';

import type { ProductConfig } from '../../lib/product-config/product-config';
import type { LinkComponent } from '../navigation/link-component';
import { paths } from '../../config/paths';
import styles from './site-footer.module.css';

interface SiteFooterViewProps {
  config: ProductConfig;
  /** What its links render with (plain links on the landing page). */
  linkComponent?: LinkComponent;
}

/**
 * The footer of every page: FAQ, privacy, terms and the support e-mail (SPEC §2). Plain elements
 * and a stylesheet, so that the landing page shows it without MUI (docs/adr/0026); SiteFooter is
 * the app's, with the configuration and the router's links.
 */
export function SiteFooterView({ config, linkComponent: Link = 'a' }: SiteFooterViewProps) {
  const { productName, supportEmail } = config;
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <p className={styles.note}>
          <FormattedMessage id="footer.note" values={{ productName }} />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'footer.label' })} className={styles.links}>
          <Link href={paths.faq.getHref()} className={styles.link}>
            <FormattedMessage id="footer.faq" />
          </Link>
          <Link href={paths.privacy.getHref()} className={styles.link}>
            <FormattedMessage id="footer.privacy" />
          </Link>
          <Link href={paths.terms.getHref()} className={styles.link}>
            <FormattedMessage id="footer.terms" />
          </Link>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={styles.link}>
              {supportEmail}
            </a>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
