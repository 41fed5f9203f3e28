import { screen } from '@testing-library/react';

import { pageIn } from '../../testing/page-language';
import { renderWithProviders } from '../../testing/render';
import { CalendarLegend } from './calendar-legend';

// Thresholds unlike SPEC §9's, so the labels can only come from the rules library's constants.
jest.mock('@app/schengen-rules', () => ({
  ...jest.requireActual<Record<string, unknown>>('@app/schengen-rules'),
  DASHBOARD_THRESHOLDS: { warning: 50, danger: 65, exceeded: 81 },
  DEMO_THRESHOLDS: { warning: 41, danger: 56, exceeded: 81 },
}));

const SUFFIX = ' (number colour; bar under a visit day)';

describe('CalendarLegend', () => {
  it("labels the dashboard levels from the rules library's dashboard thresholds", () => {
    renderWithProviders(<CalendarLegend />);
    for (const label of [
      'Safe: under 50 days used',
      'Warning: 50 to 64 days used',
      'Danger: 65 to 80 days used',
      'Exceeded: over 80 days used',
    ]) {
      expect(screen.getByText(`${label}${SUFFIX}`)).toBeInTheDocument();
    }
  });

  it("labels the demo levels from the rules library's demo thresholds", () => {
    renderWithProviders(<CalendarLegend scale="demo" />);
    for (const label of [
      'Safe: 40 days or fewer used',
      'Warning: 41 to 55 days used',
      'Danger: 56 to 80 days used',
      'Exceeded: over 80 days used',
    ]) {
      expect(screen.getByText(`${label}${SUFFIX}`)).toBeInTheDocument();
    }
  });

  it("speaks the page's language (issue #21)", async () => {
    renderWithProviders(<CalendarLegend />, { page: await pageIn('de') });
    expect(screen.getByRole('heading', { name: 'Legende' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Warnung: 50 bis 64 Tage verbraucht (Farbe der Zahl; Balken unter einem Aufenthaltstag)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Sicher: unter 50 Tagen verbraucht/)).toBeInTheDocument();
    expect(screen.getByText('Heute')).toBeInTheDocument();
  });
});
