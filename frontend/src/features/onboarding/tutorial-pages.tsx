import type { ReactNode } from 'react';

import { DASHBOARD_THRESHOLDS, ETIAS_START_YEAR } from '@app/schengen-rules';

export interface TutorialPage {
  title: string;
  body: ReactNode;
}

/** SPEC §2 "Tutorial dialog (dashboard)": the 90/180 rule, the dashboard, entry, advanced. */
export function dashboardTutorialPages(productName: string): TutorialPage[] {
  return [
    {
      title: 'The 90/180 rule',
      body: (
        <>
          <p>
            Travellers from outside the Schengen Area, for example from the UK, may spend up to 90
            days in any rolling 180-day period across the 29 Schengen countries.
          </p>
          <p>
            For any day, the window is that day and the 179 days before it. Every day you are
            present counts, including the day you arrive and the day you leave.
          </p>
        </>
      ),
    },
    {
      title: 'Your dashboard',
      body: (
        <>
          <p>
            The badge shows whether you are currently inside or outside the Schengen Area. The three
            cards show the days you have used in the last 180 days, the days not used, and your
            usage as a percentage of 90.
          </p>
          <p>
            The status alert is green while you are well within the limit, yellow from{' '}
            {DASHBOARD_THRESHOLDS.warning} days, red from {DASHBOARD_THRESHOLDS.danger} days and
            dark red once you are over 90.
          </p>
        </>
      ),
    },
    {
      title: 'Calendar and manual entry',
      body: (
        <>
          <p>
            In Calendar View, click the day you arrive and then the day you leave to record a visit.
            Click a day inside a visit to delete it. Days inside a visit show the days used in their
            window; other days show the days you still have.
          </p>
          <p>
            In Travel History, use &apos;Add Manual Visit&apos; to type in the dates, with a country
            and notes if you like, and edit or delete any visit.
          </p>
        </>
      ),
    },
    {
      title: 'Advanced features',
      body: (
        <>
          <p>Below the tabs and in the Profile tab, {productName} also offers:</p>
          <ul>
            <li>
              Valid Passport Dates: checks your passport against the 10-year and 3-month rules.
            </li>
            <li>
              EES and ETIAS: record your EES biometric registration; ETIAS opens in{' '}
              {ETIAS_START_YEAR}.
            </li>
            <li>Insurance Year Calculator: your days in the Schengen Area over any period.</li>
            <li>Exports: your travel history as a CSV or PDF file, from Travel History.</li>
            <li>Reminders: e-mail reminders and weekly summaries, switched on in Profile.</li>
            <li>
              Trip Planner: the latest exit for a planned entry, and the earliest start for a trip
              of a given length.
            </li>
          </ul>
          <p>
            You can delete your own account, with all its data, at any time from the Profile tab.
          </p>
        </>
      ),
    },
  ];
}
