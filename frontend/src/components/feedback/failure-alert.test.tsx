import { render, screen } from '@testing-library/react';

import { FailureAlert } from './failure-alert';

describe('FailureAlert', () => {
  it('announces the failure as an error', () => {
    render(<FailureAlert failure="The name is taken." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The name is taken.');
    expect(alert).toHaveClass('MuiAlert-colorError');
  });

  it('shows nothing while there is no failure', () => {
    const { container } = render(<FailureAlert failure={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
