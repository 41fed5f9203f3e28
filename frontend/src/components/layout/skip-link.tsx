import { FormattedMessage } from 'react-intl';

import styles from './skip-link.module.css';

/** The first focusable element of every page: jumps past the navigation to #main. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      <FormattedMessage id="frame.skipLink" />
    </a>
  );
}
