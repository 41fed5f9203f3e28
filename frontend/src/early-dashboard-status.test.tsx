import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';

import type { TravelEntryDto } from '@app/contracts';
import { addDays, type IsoDate } from '@app/schengen-rules';

import { renderPage } from './app/prerender/pages';
import { theme } from './app/theme/theme';
import { showEarlyStatus } from './early-dashboard-status';
import { TravelStatusView } from './features/travel/status';
import { summariseVisits } from './lib/travel/summarise-visits';
import { aUser, aVisit } from './testing/builders';
import { normalised, parse } from './testing/markup';

/**
 * The early status script fills the prerendered dashboard's status with what the app will render
 * over it: for every level and presence the filled copy is the app's markup exactly (same
 * elements, classes, text and bar), so nothing moves and nothing paints larger when the app comes.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25' as IsoDate;

/** One visit giving `days` days used today, ongoing (inside) or ended yesterday (outside). */
function visitOf(days: number, inside: boolean): TravelEntryDto[] {
  if (days === 0) return [];
  return inside
    ? aVisit(addDays(TODAY, 1 - days), null)
    : aVisit(addDays(TODAY, -days), addDays(TODAY, -1));
}

function appMarkup(entries: TravelEntryDto[]) {
  const summary = summariseVisits(entries, TODAY);
  return parse(
    renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <TravelStatusView
          isInside={summary.isInside}
          daysUsed={summary.daysUsed}
          daysLeft={summary.daysLeft}
          level={summary.level}
          percent={summary.percent}
          barPercent={summary.barPercent}
        />
      </ThemeProvider>,
    ),
  ).firstElementChild;
}

describe('the early dashboard status', () => {
  beforeEach(() => {
    document.body.innerHTML = renderPage('dashboard');
  });

  it.each([
    [0, false, 'safe'],
    [12, true, 'safe'],
    [30, false, 'safe'],
    [72, true, 'warning'],
    [84, false, 'warning'],
    [86, true, 'danger'],
    [90, false, 'danger'],
    [95, true, 'exceeded'],
    [120, false, 'exceeded'],
  ] as const)(
    '%i days used, inside %s: the %s variant, filled in as the app renders it',
    (days, inside, level) => {
      const entries = visitOf(days, inside);
      expect(summariseVisits(entries, TODAY)).toMatchObject({
        daysUsed: days,
        level,
        isInside: inside,
      });
      const shown = showEarlyStatus(document, { user: aUser({ timezone: 'UTC' }), entries }, NOW);
      expect(shown).toBe(true);
      expect(document.querySelector('[data-early-status]')).toBeNull();
      expect(normalised(document.querySelector('[data-travel-status]'))).toBe(
        normalised(appMarkup(entries)),
      );
    },
  );

  it("uses the user's today in their time zone", () => {
    // 23:30 UTC on the 25th is the 26th in Auckland: a visit ending on the 25th is over there.
    const entries = aVisit('2026-11-20', '2026-11-25');
    const late = new Date('2026-11-25T23:30:00Z');
    showEarlyStatus(document, { user: aUser({ timezone: 'Pacific/Auckland' }), entries }, late);
    expect(document.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'outside');
  });

  it('leaves a page without the slot alone', () => {
    document.body.innerHTML = '<main><h1>Another page</h1></main>';
    expect(showEarlyStatus(document, { user: aUser(), entries: [] }, NOW)).toBe(false);
    expect(document.body.innerHTML).toBe('<main><h1>Another page</h1></main>');
  });
});
