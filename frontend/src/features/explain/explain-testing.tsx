// Test helpers of the explanations: the English catalogue under an IntlProvider, a fixed today
// and the user's entries served by MSW.
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

import type { TravelEntryDto } from '@app/contracts';

import { aUser } from '../../testing/builders';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';
import { TodayProvider } from '../../lib/travel';
import { messages } from './messages';

/** English: the code's default messages, which explain-catalogue.test.ts keeps equal to en. */
const enExplain = Object.fromEntries(
  Object.values(messages).map((message) => [message.id, message.defaultMessage]),
);

/** Renders `ui` for a signed-in user (Europe/London) whose today is the day of `now`. */
export function renderExplained(ui: ReactElement, entries: TravelEntryDto[], now: Date) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <IntlProvider locale="en" messages={enExplain}>
      <TodayProvider now={() => now}>{ui}</TodayProvider>
    </IntlProvider>,
    { user: aUser() },
  );
}
