import { paths } from '../../../config/paths';
import type { LinkComponent } from '../../../components/navigation/link-component';
import styles from './demo-landing.module.css';

/** SPEC §2: 'Ready for Full Access?' with 'Create Free Account'. */
export function DemoCallToAction({ linkComponent: Link }: { linkComponent: LinkComponent }) {
  return (
    <section aria-labelledby="demo-cta-heading" className={styles.callToAction}>
      <h2 id="demo-cta-heading" className={`${styles.h2} ${styles.gutterBottom}`}>
        Ready for Full Access?
      </h2>
      <p className={styles.callToActionText}>
        Save every visit, check your passport dates, get e-mail reminders and weekly summaries, and
        export your travel history as CSV or PDF. Free, supported by voluntary donations.
      </p>
      <Link
        href={paths.auth.getHref()}
        className={`${styles.button} ${styles.contained} ${styles.large}`}
      >
        Create Free Account
      </Link>
    </section>
  );
}
