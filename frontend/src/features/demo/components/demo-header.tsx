import { paths } from '../../../config/paths';
import type { LinkComponent } from '../../../components/navigation/link-component';
import styles from './demo-landing.module.css';
import { LandingIcon } from './landing-icons';

interface DemoHeaderProps {
  onHowItWorks: () => void;
  linkComponent: LinkComponent;
}

/**
 * SPEC §2 "Demo landing page" header: 'Schengen Area Travel Tracker', the '100% Free Demo' badge,
 * 'How it works' (the tutorial) and 'Sign up for free/Login' to /auth.
 */
export function DemoHeader({ onHowItWorks, linkComponent: Link }: DemoHeaderProps) {
  return (
    <header className={styles.appBar}>
      <nav aria-label="Main" className={styles.toolbar}>
        <div className={styles.brand}>
          <LandingIcon name="calendarMonth" className={styles.icon} />
          <p className={styles.brandName}>Schengen Area Travel Tracker</p>
          <span className={styles.chip}>100% Free Demo</span>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.outlined}`}
            onClick={onHowItWorks}
          >
            <span className={styles.startIcon}>
              <LandingIcon name="helpOutline" className={styles.icon} />
            </span>
            How it works
          </button>
          <Link href={paths.auth.getHref()} className={`${styles.button} ${styles.contained}`}>
            Sign up for free/Login
          </Link>
        </div>
      </nav>
    </header>
  );
}
