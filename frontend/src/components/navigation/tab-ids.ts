/**
 * The attributes that tie a tab to its panel (WAI-ARIA tabs pattern): spread `tab` into the
 * TabBar's item and `panel` on the element that shows its content.
 *
 * @example
 * const tabs = [{ value: 'calendar', label: 'Calendar View', ...tabIds('dashboard', 'calendar').tab }];
 * <div {...tabIds('dashboard', 'calendar').panel} hidden={tab !== 'calendar'}>…</div>
 */
export function tabIds(group: string, value: string) {
  const tabId = `${group}-tab-${value}`;
  const panelId = `${group}-panel-${value}`;
  return {
    tab: { id: tabId, 'aria-controls': panelId },
    panel: { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId },
  } as const;
}
