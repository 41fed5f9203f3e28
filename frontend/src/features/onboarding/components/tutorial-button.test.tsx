import { act, screen, waitFor, within } from '@testing-library/react';

import { aUser } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { TutorialButton } from './tutorial-button';

const TITLE = 'How Test Tracker Works';

function pageHeading() {
  return within(screen.getByRole('dialog', { name: TITLE })).getByRole('heading', { level: 3 });
}

describe('TutorialButton', () => {
  it('opens the tutorial from the keyboard', async () => {
    const { user } = renderWithProviders(<TutorialButton />, { user: aUser() });
    act(() => screen.getByRole('button', { name: 'View Tutorial' }).focus());
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'How Test Tracker Works' }),
    ).toBeInTheDocument();
  });

  it('walks through the 4 pages with Previous and Next and closes on Start Tracking!', async () => {
    const { user } = renderWithProviders(<TutorialButton />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'View Tutorial' }));

    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(pageHeading()).toHaveTextContent('The 90/180 rule');
    expect(dialog).toHaveTextContent('29 Schengen countries');
    expect(within(dialog).getByText('Page 1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(pageHeading()).toHaveTextContent('Your dashboard');
    expect(within(dialog).getByText('Page 2 of 4')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(pageHeading()).toHaveTextContent('Calendar and manual entry');

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(pageHeading()).toHaveTextContent('Your dashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(pageHeading()).toHaveTextContent('Advanced features');
    expect(within(dialog).getByText('Page 4 of 4')).toBeInTheDocument();
    for (const feature of [
      'Valid Passport Dates',
      'EES and ETIAS',
      'Insurance Year Calculator',
      'CSV or PDF',
      'weekly summaries',
      'Trip Planner',
      'delete your own account',
    ]) {
      expect(dialog).toHaveTextContent(feature);
    }
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start Tracking!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on the first page again after closing', async () => {
    const { user } = renderWithProviders(<TutorialButton />, { user: aUser() });
    await user.click(screen.getByRole('button', { name: 'View Tutorial' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(pageHeading()).toHaveTextContent('Your dashboard');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View Tutorial' }));
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
    expect(pageHeading()).toHaveTextContent('The 90/180 rule');
  });
});
