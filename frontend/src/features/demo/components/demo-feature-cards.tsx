import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import styles from './demo-landing.module.css';
import { LandingIcon } from './landing-icons';

const FEATURES: { name: 'calendar' | 'realtime' | 'passport'; icon: ReactNode }[] = [
  { name: 'calendar', icon: <LandingIcon name="calendarMonth" className={styles.icon} /> },
  { name: 'realtime', icon: <LandingIcon name="calculate" className={styles.icon} /> },
  { name: 'passport', icon: <LandingIcon name="verifiedUser" className={styles.icon} /> },
];

/** SPEC §2: the landing page's three feature cards. */
export function DemoFeatureCards() {
  return (
    <section aria-labelledby="demo-features-heading" className={styles.features}>
      <h2 id="demo-features-heading" className={styles.h2}>
        <FormattedMessage id="landing.features.heading" />
      </h2>
      <div className={styles.featureGrid}>
        {FEATURES.map(({ name, icon }) => (
          <div key={name} className={styles.card}>
            <div className={styles.cardContent}>
              <div className={styles.cardTitle}>
                {icon}
                <h3 className={styles.h3}>
                  <FormattedMessage id={`landing.features.${name}.title`} />
                </h3>
              </div>
              <p className={styles.body2}>
                <FormattedMessage id={`landing.features.${name}.text`} />
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
