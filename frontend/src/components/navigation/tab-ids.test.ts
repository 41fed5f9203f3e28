import { tabIds } from './tab-ids';

describe('tabIds', () => {
  it('points the tab at its panel and the panel back at its tab', () => {
    const { tab, panel } = tabIds('dashboard', 'calendar');
    expect(tab).toEqual({
      id: 'dashboard-tab-calendar',
      'aria-controls': 'dashboard-panel-calendar',
    });
    expect(panel).toEqual({
      role: 'tabpanel',
      id: 'dashboard-panel-calendar',
      'aria-labelledby': 'dashboard-tab-calendar',
    });
  });
});
