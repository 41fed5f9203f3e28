import type { ReactNode } from 'react';

import styles from './demo-landing.module.css';
import { LandingIcon } from './landing-icons';

const FEATURES: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Interactive Calendar',
    icon: <LandingIcon name="calendarMonth" className={styles.icon} />,
    text: 'Click the day you arrive and the day you leave. Every day shows the days used or the days left on that date.',
  },
  {
    title: 'Real-time Calculations',
    icon: <LandingIcon name="calculate" className={styles.icon} />,
    text: 'Days used, days left and your status follow every change, over the rolling 180-day window that border guards use.',
  },
  {
    title: 'Passport Checker',
    icon: <LandingIcon name="verifiedUser" className={styles.icon} />,
    text: 'With a free account, check that your passport is under 10 years old when you enter and valid 3 months after you leave.',
  },
];

/** SPEC §2: the landing page's three feature cards. */
export function DemoFeatureCards() {
  return (
    <section aria-labelledby="demo-features-heading" className={styles.features}>
      <h2 id="demo-features-heading" className={styles.h2}>
        Everything you need to stay within 90 days
      </h2>
      <div className={styles.featureGrid}>
        {FEATURES.map(({ title, icon, text }) => (
          <div key={title} className={styles.card}>
            <div className={styles.cardContent}>
              <div className={styles.cardTitle}>
                {icon}
                <h3 className={styles.h3}>{title}</h3>
              </div>
              <p className={styles.body2}>{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
