import { screen } from '@testing-library/react';

import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import type { PageLanguage } from '../../../lib/i18n/language-provider';
import { summariseVisits } from '../../../lib/travel';
import { aVisit } from '../../../testing/builders';

import { VisitListItem } from './visit-list-item';

const TODAY = '2025-06-15';

function renderVisit(entryDate: string, exitDate: string | null, page?: PageLanguage) {
  const { visits, stays } = summariseVisits(aVisit(entryDate, exitDate), TODAY);
  renderWithProviders(
    <VisitListItem
      visit={visits[0]!}
      stays={stays}
      today={TODAY}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />,
    page ? { page } : {},
  );
}

describe('VisitListItem', () => {
  it('shows 90 days used as within the limit', () => {
    renderVisit('2025-01-01', '2025-03-31');
    expect(screen.getByText('90 days out of the last 180 used')).toHaveAttribute(
      'data-over-limit',
      'false',
    );
  });

  it('shows 91 days used in red, over the limit', () => {
    renderVisit('2025-01-01', '2025-04-01');
    expect(screen.getByText('91 days out of the last 180 used')).toHaveAttribute(
      'data-over-limit',
      'true',
    );
  });

  it('says a one-day visit in the singular', () => {
    renderVisit('2025-06-01', '2025-06-01');
    expect(screen.getByText('1 day completed')).toBeInTheDocument();
    expect(screen.getByText('1 day out of the last 180 used')).toBeInTheDocument();
  });

  it('says an ongoing visit that started today in the singular', () => {
    renderVisit(TODAY, null);
    expect(screen.getByText('1 day ongoing')).toBeInTheDocument();
  });

  it("counts in Arabic's plural forms (issue #21)", async () => {
    renderVisit('2025-06-01', '2025-06-02', await pageIn('ar'));
    expect(screen.getByText('يومان (مكتملة)')).toBeInTheDocument();
    expect(screen.getByText('يومان مستخدمان من آخر 180')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '1 يونيو 2025 – 2 يونيو 2025' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'حذف الزيارة 1 يونيو 2025 – 2 يونيو 2025' }),
    ).toBeInTheDocument();
  });

  it('says a long visit in German', async () => {
    renderVisit('2025-01-01', '2025-03-31', await pageIn('de'));
    expect(screen.getByText('90 Tage abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText('90 Tage der letzten 180 verbraucht')).toHaveAttribute(
      'data-over-limit',
      'false',
    );
  });
});
