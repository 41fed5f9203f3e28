import { screen } from '@testing-library/react';

import { STORAGE_KEYS } from '../../../lib/storage';
import { aUser } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { EesCard } from './ees-card';

const LABEL = 'EES biometric registration completed';
const TOAST = "EES registration complete! You won't see EES warnings for future visits.";

describe('EesCard', () => {
  it('confirms turning the registration on with a toast and keeps it in this browser', async () => {
    const { user, unmount } = renderWithProviders(<EesCard />, { user: aUser() });
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.eesRegistered)).toBe('true');

    unmount();
    renderWithProviders(<EesCard />, { user: aUser() });
    expect(screen.getByRole('switch', { name: LABEL })).toBeChecked();
  });

  it('turns it off without a toast', async () => {
    window.localStorage.setItem(STORAGE_KEYS.eesRegistered, 'true');
    const { user } = renderWithProviders(<EesCard />, { user: aUser() });
    await user.click(screen.getByRole('switch', { name: LABEL }));
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
    expect(window.localStorage.getItem(STORAGE_KEYS.eesRegistered)).toBe('false');
    expect(screen.queryByText(TOAST)).not.toBeInTheDocument();
  });
});
