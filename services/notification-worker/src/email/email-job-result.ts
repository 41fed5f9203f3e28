/**
 * What a finished e-mail job returns (kept with the completed job: never a token or a link).
 */
export type EmailJobResult =
  | { status: 'sent'; messageId: string }
  /** An earlier attempt (or a duplicate job) already sent it. */
  | { status: 'already-sent' }
  /** Nothing to send: the reset request expired, was used, or holds another token. */
  | {
      status: 'skipped';
      reason:
        | 'reset-request-closed'
        | 'reset-request-expired'
        | 'email-change-closed'
        | 'email-change-expired';
    };
