import { useIntl } from 'react-intl';

import styles from './loading-spinner.module.css';

interface LoadingSpinnerProps {
  /** Visible and announced text; by default SPEC §2's 'Loading...', in the page's language. */
  label?: string;
  /** Centre it in the whole viewport (route guards, lazy pages). */
  fullPage?: boolean;
}

/**
 * A region's loading state: a spinning progress indicator and its label. Plain elements and a
 * stylesheet (it looks as MUI's CircularProgress does), so that the landing page, which hydrates
 * without MUI's runtime, shows it too (docs/adr/0026).
 */
export function LoadingSpinner({ label: givenLabel, fullPage = false }: LoadingSpinnerProps) {
  const intl = useIntl();
  const label = givenLabel ?? intl.formatMessage({ id: 'common.loading' });
  return (
    <div role="status" className={fullPage ? `${styles.status} ${styles.fullPage}` : styles.status}>
      <span role="progressbar" aria-label={label} className={styles.progress}>
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
