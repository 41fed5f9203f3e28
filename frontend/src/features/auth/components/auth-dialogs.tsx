import { EmailRequestDialog } from './email-request-dialog';
import { HowItWorksDialog } from './how-it-works-dialog';
import { SignInIssueDialog } from './sign-in-issue-dialog';

export type AuthOverlay =
  'none' | 'sign-in-issue' | 'forgot-username' | 'forgot-password' | 'tutorial';

interface AuthDialogsProps {
  overlay: AuthOverlay;
  onOverlayChange: (overlay: AuthOverlay) => void;
}

/**
 * The overlays of /auth (SPEC §2): the sign-in issue, the two recovery requests and the tutorial.
 * Their own chunk, which auth-page.tsx loads beside the page rather than before it.
 */
export function AuthDialogs({ overlay, onOverlayChange }: AuthDialogsProps) {
  const close = () => onOverlayChange('none');
  return (
    <>
      <SignInIssueDialog
        open={overlay === 'sign-in-issue'}
        onTryAgain={close}
        onForgotPassword={() => onOverlayChange('forgot-password')}
      />
      <EmailRequestDialog kind="username" open={overlay === 'forgot-username'} onClose={close} />
      <EmailRequestDialog kind="password" open={overlay === 'forgot-password'} onClose={close} />
      <HowItWorksDialog open={overlay === 'tutorial'} onClose={close} />
    </>
  );
}
