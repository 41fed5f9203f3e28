import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { LanguageCode } from '@app/i18n/web';

import { TodayProvider } from '../../../lib/travel';
import { aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TripPlannerSection } from './trip-planner-section';
import { TripPlanners } from './trip-planners';

/*
 * The Trip Planner in the page's language (issue #21): the card's texts (namespace dashboard), the
 * planners' (namespace planner), their checks' messages, dates by `Intl`, the days counted by the
 * language's plural rules.
 */

// Today is 30 June 2025 in the profile's Europe/London; nothing recorded.
const NOW = new Date('2025-06-30T12:00:00Z');

async function renderPlanner(language: LanguageCode) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json([])));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TripPlannerSection>
        <TripPlanners />
      </TripPlannerSection>
    </TodayProvider>,
    { user: aUser(), page: await pageIn(language) },
  );
}

describe('the Trip Planner in German', () => {
  it('answers the latest exit with German dates, and checks the entry date in German', async () => {
    const { user } = await renderPlanner('de');
    expect(screen.getByRole('heading', { name: 'Reiseplaner', level: 2 })).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'Wie lange kann ich bleiben?' }));
    const ask = async (entry: string) => {
      // jsdom's date inputs take a whole value, not keystrokes.
      fireEvent.change(form.getByLabelText('Geplantes Einreisedatum'), {
        target: { value: entry },
      });
      await user.click(form.getByRole('button', { name: 'Späteste Ausreise finden' }));
    };
    await ask('2025-06-29');
    expect(
      await form.findByText('Wählen Sie heute (30. Juni 2025) oder ein späteres Datum'),
    ).toBeInTheDocument();

    await ask('2025-07-01');
    expect(
      await screen.findByText(
        'Wenn Sie am 1. Juli 2025 einreisen, ist Ihre späteste Ausreise am 28. September 2025 (90 Tage, beide eingeschlossen).',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a trip longer than 90 days in German', async () => {
    const { user } = await renderPlanner('de');
    const form = within(await screen.findByRole('form', { name: 'Wann kann ich reisen?' }));
    await user.type(form.getByLabelText('Reisedauer (Tage)'), '91');
    await user.click(form.getByRole('button', { name: 'Frühesten Beginn finden' }));
    expect(
      await form.findByText(
        'Eine Reise kann höchstens 90 Tage dauern, die Grenze in beliebigen 180 Tagen',
      ),
    ).toBeInTheDocument();
  });
});

describe('the Trip Planner in languages with other plural forms', () => {
  it.each([
    ['ar', '1', 'يمكنك بدء رحلة مدتها يوم واحد اليوم: من 30 يونيو 2025 إلى 30 يونيو 2025.'],
    ['ar', '2', 'يمكنك بدء رحلة مدتها يومان اليوم: من 30 يونيو 2025 إلى 1 يوليو 2025.'],
    ['ru', '2', 'Поездку на 2 дня можно начать сегодня: с 30 июня 2025 г. по 1 июля 2025 г.'],
    ['ru', '5', 'Поездку на 5 дней можно начать сегодня: с 30 июня 2025 г. по 4 июля 2025 г.'],
  ] as const)('%s: a trip of %s days', async (language, days, answer) => {
    const { user } = await renderPlanner(language);
    const form = within((await screen.findAllByRole('form'))[1]!);
    await user.type(form.getByRole('spinbutton'), days);
    await user.click(form.getByRole('button'));
    expect(await screen.findByText(answer)).toBeInTheDocument();
  });
});
