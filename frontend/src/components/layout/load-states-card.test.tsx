import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render';
import { LoadStatesCard } from './load-states-card';

describe('LoadStatesCard', () => {
  const render = (props: { data: string[] | undefined; isError: boolean; onRetry?: () => void }) =>
    renderWithProviders(
      <LoadStatesCard
        headingId="names-heading"
        title="Names"
        intro="Everybody on the list."
        introId="names-intro"
        data={props.data}
        isError={props.isError}
        onRetry={props.onRetry ?? (() => undefined)}
        loadError="The names could not be loaded."
      >
        {(names) => (
          <>
            <p>{names.join(', ')}</p>
            <button type="button">Add a name</button>
          </>
        )}
      </LoadStatesCard>,
    );

  it('is a region named by its heading, with its intro, and shows the data once it is there', () => {
    render({ data: ['Ada', 'Sam'], isError: false });
    const region = screen.getByRole('region', { name: 'Names' });
    expect(screen.getByRole('heading', { level: 2, name: 'Names' })).toHaveAttribute(
      'id',
      'names-heading',
    );
    expect(screen.getByText('Everybody on the list.')).toHaveAttribute('id', 'names-intro');
    expect(region).toContainElement(screen.getByText('Ada, Sam'));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Add a name' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a spinner under the heading until the data has arrived', () => {
    render({ data: undefined, isError: false });
    expect(screen.getByRole('region', { name: 'Names' })).toContainElement(
      screen.getByRole('progressbar', { name: 'Loading...' }),
    );
    expect(screen.queryByRole('button', { name: 'Add a name' })).toBeNull();
  });

  it("shows the read's error with a retry in the region, in place of its parts", async () => {
    const onRetry = jest.fn();
    const { user } = render({ data: ['stale'], isError: true, onRetry });
    const region = screen.getByRole('region', { name: 'Names' });
    expect(within(region).getByRole('alert')).toHaveTextContent('The names could not be loaded.');
    expect(within(region).queryByRole('button', { name: 'Add a name' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
