import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render';
import { LoadStates } from './load-states';

describe('LoadStates', () => {
  const render = (props: { data: string[] | undefined; isError: boolean; onRetry?: () => void }) =>
    renderWithProviders(
      <LoadStates
        data={props.data}
        isError={props.isError}
        onRetry={props.onRetry ?? (() => undefined)}
        error="The list could not be loaded."
      >
        {(items) => <p>{items.join(', ')}</p>}
      </LoadStates>,
    );

  it('shows a spinner until the data has arrived', () => {
    render({ data: undefined, isError: false });
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the data once it is there', () => {
    render({ data: ['Ada', 'Sam'], isError: false });
    expect(screen.getByText('Ada, Sam')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the error and no data when the read failed, and reads again on Try again', async () => {
    const onRetry = jest.fn();
    const { user } = render({ data: ['stale'], isError: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('stale')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
