import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { aUser } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { SendEmailDialog } from './send-email-dialog';

jest.mock('./rich-text-editor', () => jest.requireActual('../testing/rich-text-editor-stand-in'));

describe('SendEmailDialog', () => {
  it("says 'No users selected' and sends nothing without recipients", async () => {
    let sends = 0;
    server.use(http.post(apiUrl('admin/send-email'), () => ((sends += 1), HttpResponse.json({}))));
    const onSent = jest.fn();
    const { user } = renderWithProviders(
      <SendEmailDialog
        open
        userIds={[]}
        recipients={[]}
        draft={{ subject: 'Hello', message: '<p>News</p>' }}
        onDraftChange={jest.fn()}
        onClose={jest.fn()}
        onSent={onSent}
      />,
      { user: aUser({ role: 'admin' }) },
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('No users selected');
    expect(alert).toHaveTextContent('Please select at least one user to send emails to.');
    expect(sends).toBe(0);
    expect(onSent).not.toHaveBeenCalled();
  });
});
