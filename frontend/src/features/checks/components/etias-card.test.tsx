import { screen } from '@testing-library/react';

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

  it("shows the values kept in the user's profile", () => {
    renderWithProviders(<EtiasCard />, {
      user: aUser({
        etias_applied_date: '2025-12-01',
        etias_received: true,
        etias_valid_until: '2028-12-01',
      }),
    });
    expect(screen.getByLabelText('Date applied')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('Valid until')).toHaveValue('2028-12-01');
    expect(screen.getByRole('switch', { name: 'ETIAS received' })).toBeChecked();
  });

  it("never shows another account's values kept in this browser by older versions", () => {
    window.localStorage.setItem('schengen-tracker.etias-applied', '"2025-12-01"');
    window.localStorage.setItem('schengen-tracker.etias-received', 'true');
    renderWithProviders(<EtiasCard />, { user: aUser() });
    expect(screen.getByLabelText('Date applied')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'ETIAS received' })).not.toBeChecked();
  });
});
