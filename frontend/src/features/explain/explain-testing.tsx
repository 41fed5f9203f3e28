// Test helpers of the explanations: the app's providers (in English), a fixed today and the
// user's entries served by MSW.
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';

import type { TravelEntryDto } from '@app/contracts';

import { aUser } from '../../testing/builders';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, server } from '../../testing/server';
import { TodayProvider } from '../../lib/travel';

/** Renders `ui` for a signed-in user (Europe/London) whose today is the day of `now`. */
export function renderExplained(ui: ReactElement, entries: TravelEntryDto[], now: Date) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(<TodayProvider now={() => now}>{ui}</TodayProvider>, {
    user: aUser(),
  });
}
