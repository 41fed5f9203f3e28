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
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <p className={styles.note}>
          {productName} is an independent tool, for information only: always check official sources.
        </p>
        <nav aria-label="Footer" className={styles.links}>
          <Link href={paths.faq.getHref()} className={styles.link}>
            FAQ
          </Link>
          <Link href={paths.privacy.getHref()} className={styles.link}>
            Privacy Policy
          </Link>
          <Link href={paths.terms.getHref()} className={styles.link}>
            Terms of Service
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
