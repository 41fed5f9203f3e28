import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { theme } from '../../app/theme/theme';
import { TabBar, type TabBarItem } from './tab-bar';
import { tabIds } from './tab-ids';

type Fruit = 'apple' | 'pear' | 'plum';

const TABS: TabBarItem<Fruit>[] = (['apple', 'pear', 'plum'] as const).map((value) => ({
  value,
  label: value.toUpperCase(),
  ...tabIds('fruit', value).tab,
}));

function Fruits({ onChange }: { onChange?: (value: Fruit) => void }) {
  const [value, setValue] = useState<Fruit>('pear');
  return (
    <ThemeProvider theme={theme}>
      <TabBar
        label="Fruits"
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
    </ThemeProvider>
  );
}

describe('TabBar', () => {
  it('is a named tablist whose chosen tab is selected and the only one in the tab order', () => {
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruits' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveAttribute('id', 'fruit-tab-pear');
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveAttribute(
      'aria-controls',
      'fruit-panel-pear',
    );
  });

  it('chooses a tab by click', async () => {
    const onChange = jest.fn();
    render(<Fruits onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'PLUM' }));
    expect(onChange).toHaveBeenCalledWith('plum');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the focus with the arrow keys, Home and End, and chooses with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'APPLE' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'APPLE' })).toHaveFocus();
    // Moving the focus chooses nothing (manual activation, as MUI's Tabs).
    expect(screen.getByRole('tab', { name: 'PEAR' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'APPLE' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'PLUM' })).toHaveAttribute('aria-selected', 'true');
  });
});
