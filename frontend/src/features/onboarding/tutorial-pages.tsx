import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

import type { WebMessageId } from '@app/i18n/web';
import { DASHBOARD_THRESHOLDS, ETIAS_START_YEAR } from '@app/schengen-rules';

export interface TutorialPage {
  title: string;
  body: ReactNode;
}

/** The advanced features the last page lists, one message each. */
const ADVANCED_FEATURES: readonly WebMessageId[] = [
  'tutorial.advanced.passport',
  'tutorial.advanced.ees',
  'tutorial.advanced.insurance',
  'tutorial.advanced.exports',
  'tutorial.advanced.reminders',
  'tutorial.advanced.planner',
];

/**
 * SPEC §2 "Tutorial dialog (dashboard)": the 90/180 rule, the dashboard, entry, advanced; in
 * `intl`'s language (namespace `tutorial`).
 */
export function dashboardTutorialPages(
  intl: Pick<IntlShape, 'formatMessage' | 'formatDate'>,
  productName: string,
): TutorialPage[] {
  const text = (id: WebMessageId) =>
    intl.formatMessage(
      { id },
      {
        productName,
        warning: DASHBOARD_THRESHOLDS.warning,
        danger: DASHBOARD_THRESHOLDS.danger,
        // A year as the language writes it ('2026', '2026年', 'พ.ศ. 2569').
        year: intl.formatDate(Date.UTC(ETIAS_START_YEAR, 0, 1), {
          year: 'numeric',
          timeZone: 'UTC',
        }),
      },
    );
  const paragraphs = (...ids: WebMessageId[]) => (
    <>
      {ids.map((id) => (
        <p key={id}>{text(id)}</p>
      ))}
    </>
  );
  return [
    {
      title: text('tutorial.rule.title'),
      body: paragraphs('tutorial.rule.who', 'tutorial.rule.window'),
    },
    {
      title: text('tutorial.dashboard.title'),
      body: paragraphs('tutorial.dashboard.cards', 'tutorial.dashboard.colours'),
    },
    {
      title: text('tutorial.calendar.title'),
      body: paragraphs('tutorial.calendar.clicks', 'tutorial.calendar.manual'),
    },
    {
      title: text('tutorial.advanced.title'),
      body: (
        <>
          <p>{text('tutorial.advanced.intro')}</p>
          <ul>
            {ADVANCED_FEATURES.map((id) => (
              <li key={id}>{text(id)}</li>
            ))}
          </ul>
          <p>{text('tutorial.advanced.delete')}</p>
        </>
      ),
    },
  ];
}
