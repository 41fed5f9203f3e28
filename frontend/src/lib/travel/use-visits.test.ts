import { aVisit } from '../../testing/builders';

import { completedVisitFacts, summariseVisits } from './use-visits';

const TODAY = '2025-06-15';

describe('completedVisitFacts', () => {
  it('gives the days used at exit and the last day to stay without the visit’s own exit', () => {
    const summary = summariseVisits(
      [...aVisit('2025-01-01', '2025-01-30'), ...aVisit('2025-02-10', '2025-02-20')],
      TODAY,
    );
    const latest = summary.visits[0]!;
    expect(completedVisitFacts(latest, summary.stays, TODAY)).toEqual({
      daysUsedAtExit: 41,
      lastDayToStay: '2025-04-10',
    });
  });

  it('has nothing to say about an ongoing visit', () => {
    const summary = summariseVisits(aVisit('2025-06-01', null), TODAY);
    expect(completedVisitFacts(summary.visits[0]!, summary.stays, TODAY)).toBeNull();
  });
});
