import type { ReactNode } from 'react';

import { DEMO_THRESHOLDS } from '@app/schengen-rules';

import { DEMO_CLICK_LIMIT, DEMO_SAMPLE_VISITS } from '../demo-slice';

export interface TutorialStep {
  title: string;
  body: ReactNode;
}

/** SPEC §2, §9: the demo's 5-step tutorial. */
export function demoTutorialSteps(productName: string): TutorialStep[] {
  return [
    {
      title: 'The 90/180 rule',
      body: (
        <p>
          Travellers from outside the Schengen Area may stay up to 90 days in any rolling 180-day
          period across the 29 Schengen countries. Every day you are present counts, including the
          day you arrive and the day you leave.
        </p>
      ),
    },
    {
      title: 'Start a visit',
      body: (
        <p>
          In Calendar View, click the day you arrive. A green banner says &apos;Visit started
          on&apos; that day; Cancel stops it. Use the arrows to move between months and years.
        </p>
      ),
    },
    {
      title: 'Complete the visit',
      body: (
        <p>
          Click the day you leave. The earlier day becomes the entry and the later one the exit, and
          the visit turns blue. A day inside a visit shows the days used in its 180-day window; any
          other day shows the days left of 90.
        </p>
      ),
    },
    {
      title: 'Read your status',
      body: (
        <p>
          The cards show the days used in the last 180 days, the days left, and whether today falls
          in a visit (Inside) or not (Outside). The colours turn yellow above{' '}
          {DEMO_THRESHOLDS.warning - 1} days, red above {DEMO_THRESHOLDS.danger - 1} and dark red
          above 90. Demo Visits lists your visits.
        </p>
      ),
    },
    {
      title: 'Delete, then sign up',
      body: (
        <p>
          Click any day inside a visit to delete it. The demo allows {DEMO_CLICK_LIMIT} clicks,
          enough for {DEMO_SAMPLE_VISITS} sample visits, and nothing leaves your browser. A free{' '}
          {productName} account keeps every visit and checks your passport too.
        </p>
      ),
    },
  ];
}
