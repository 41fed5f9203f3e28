import { screen } from '@testing-library/react';

import { STORAGE_KEYS } from '../../../lib/storage';
import { aUser } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { EtiasCard } from './etias-card';

describe('EtiasCard', () => {
  it("is disabled, 'Available in 2026', with every field disabled", () => {
    renderWithProviders(<EtiasCard />, { user: aUser() });
    const card = screen.getByRole('region', { name: 'ETIAS' });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveTextContent('Available in 2026');
    expect(screen.getByLabelText('Date applied')).toBeDisabled();
    expect(screen.getByLabelText('Valid until')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'ETIAS received' })).toBeDisabled();
  });

  it('shows the values kept in this browser', () => {
    window.localStorage.setItem(STORAGE_KEYS.etiasApplied, '"2025-12-01"');
    window.localStorage.setItem(STORAGE_KEYS.etiasReceived, 'true');
    window.localStorage.setItem(STORAGE_KEYS.etiasValidUntil, '"2028-12-01"');
    renderWithProviders(<EtiasCard />, { user: aUser() });
    expect(screen.getByLabelText('Date applied')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('Valid until')).toHaveValue('2028-12-01');
    expect(screen.getByRole('switch', { name: 'ETIAS received' })).toBeChecked();
  });
});
