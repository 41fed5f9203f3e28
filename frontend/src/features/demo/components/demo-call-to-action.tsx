import { FormattedMessage } from 'react-intl';

import { paths } from '../../../config/paths';
import type { LinkComponent } from '../../../components/navigation/link-component';
import styles from './demo-landing.module.css';

/** SPEC §2: 'Ready for Full Access?' with 'Create Free Account'. */
export function DemoCallToAction({ linkComponent: Link }: { linkComponent: LinkComponent }) {
  return (
    <section aria-labelledby="demo-cta-heading" className={styles.callToAction}>
      <h2 id="demo-cta-heading" className={`${styles.h2} ${styles.gutterBottom}`}>
        <FormattedMessage id="landing.cta.heading" />
      </h2>
      <p className={styles.callToActionText}>
        <FormattedMessage id="landing.cta.text" />
      </p>
      <Link
        href={paths.auth.getHref()}
        className={`${styles.button} ${styles.contained} ${styles.large}`}
      >
        <FormattedMessage id="landing.cta.button" />
      </Link>
    </section>
  );
}
