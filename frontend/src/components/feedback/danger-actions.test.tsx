import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render';
import { DangerActions } from './danger-actions';

describe('DangerActions', () => {
  const render = (busy?: boolean) => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    renderWithProviders(
      <DangerActions
        cancel="Cancel"
        confirm={busy ? 'Deleting…' : 'Delete'}
        onCancel={onCancel}
        onConfirm={onConfirm}
        busy={busy}
      />,
    );
    return { onCancel, onConfirm };
  };

  it('cancels with the first button and confirms with the second', async () => {
    const { onCancel, onConfirm } = render();
    const [cancel, confirm] = screen.getAllByRole('button');
    expect(cancel).toHaveTextContent('Cancel');
    expect(confirm).toHaveTextContent('Delete');
    await userEvent.click(cancel!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(confirm!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can be pressed neither way while the change is being sent', () => {
    render(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
  });
});
