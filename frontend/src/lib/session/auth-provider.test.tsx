import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';

import { makeStore } from '../../app/store';
import { aUser } from '../../testing/builders';
import { AuthProvider, useAuth } from './auth-provider';
import { signedIn } from './session-api';

function WhoAmI() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'Loading...' : (user?.username ?? 'nobody')}</p>;
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('treats a 401 from GET /api/user as signed out', async () => {
    render(
      <Provider store={makeStore()}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </Provider>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });

  it('gives the cached user', () => {
    const store = makeStore();
    store.dispatch(signedIn(aUser({ username: 'carol' })));
    render(
      <Provider store={store}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </Provider>,
    );
    expect(screen.getByText('carol')).toBeInTheDocument();
  });
});
