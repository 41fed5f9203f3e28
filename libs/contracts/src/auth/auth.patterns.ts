/**
 * RPC patterns served by the auth service. Never write these strings inline. Payload classes are
 * in `dto/auth-rpc-requests.dto.ts`, answers in `dto/auth-rpc-results.dto.ts`; failures are
 * `AppError` payloads (see each line).
 *
 * @example
 * const { user, sessionId } = await sendRpc<SessionResult>(auth, 'auth', AuthPatterns.Login, body);
 */
export const AuthPatterns = {
  /** RegisterRpcRequest → SessionResult (signs the new user in). AUTH_USERNAME_TAKEN, AUTH_EMAIL_TAKEN, VALIDATION_FAILED */
  Register: 'auth.users.register',
  /**
   * LoginRpcRequest → LoginResult: a SessionResult (counts the login; ends previousSessionId), or
   * for an administrator an MfaChallengeResult (no session yet). AUTH_INVALID_CREDENTIALS,
   * SERVICE_UNAVAILABLE (an admin while MFA_ENCRYPTION_KEY is unset)
   */
  Login: 'auth.session.create',
  /**
   * VerifyMfaRpcRequest → MfaSessionResult (enrols at the first success; counts the login).
   * AUTH_MFA_INVALID (wrong or used code), AUTH_MFA_EXPIRED (no live challenge, or too many tries)
   */
  VerifyMfa: 'auth.session.verify-mfa',
  /** LogoutRpcRequest → OkResult */
  Logout: 'auth.session.destroy',
  /** UserIdRpcRequest → UserDto. NOT_FOUND */
  CurrentUser: 'auth.users.current',
  /**
   * UpdateProfileRpcRequest → UserDto. AUTH_EMAIL_TAKEN, NOT_FOUND, VALIDATION_FAILED (passport
   * expiry not after issue, issue date after the user's today; a new e-mail without the right
   * current_password). A new e-mail waits as `pending_email` (auth.email-change.requested.v1)
   */
  UpdateProfile: 'auth.profile.update',
  /**
   * UpdateTravelSettingsRpcRequest → UserDto (absent fields unchanged). NOT_FOUND,
   * VALIDATION_FAILED (a period ending before it starts, with the stored dates)
   */
  UpdateTravelSettings: 'auth.travel-settings.update',
  /** ForgotUsernameDto → OkResult (same answer, same time, whether or not the account exists) */
  ForgotUsername: 'auth.username.remind',
  /** ForgotPasswordDto → OkResult (same answer, same time, whether or not the account exists) */
  ForgotPassword: 'auth.password-reset.request',
  /** AttachResetTokenRpcRequest → AttachResetTokenResult (notification worker only) */
  AttachResetToken: 'auth.password-reset.attach-token',
  /** ResetPasswordDto → OkResult (ends every session of the user). AUTH_RESET_TOKEN_INVALID */
  ResetPassword: 'auth.password-reset.complete',
  /**
   * ChangePasswordRpcRequest → OkResult (ends every other session of the user; records
   * auth.password.changed.v1). VALIDATION_FAILED (wrong current password, same or common new one)
   */
  ChangePassword: 'auth.password.change',
  /** UserIdRpcRequest → EndedSessionsResult (every session of the user, this one too) */
  EndAllSessions: 'auth.sessions.destroy-all',
  /** AttachEmailChangeTokenRpcRequest → AttachResetTokenResult (notification worker only) */
  AttachEmailChangeToken: 'auth.email-change.attach-token',
  /** ConfirmEmailChangeDto → OkResult (the pending address becomes the account's). AUTH_EMAIL_CHANGE_TOKEN_INVALID, AUTH_EMAIL_TAKEN */
  ConfirmEmailChange: 'auth.email-change.confirm',
  /** DeleteAccountRpcRequest → OkResult (ends every session). AUTH_INVALID_CREDENTIALS */
  DeleteAccount: 'auth.account.delete',
  /** ExportUserDataRpcRequest → AuthUserDataDto (the auth part of GET /api/user/export). NOT_FOUND */
  ExportUserData: 'auth.user-data.export',
  /** UnsubscribeRpcRequest → UnsubscribeResult (the one-click link of a non-transactional e-mail) */
  Unsubscribe: 'auth.preferences.unsubscribe',
  /** AdminRecipientsRpcRequest → BulkEmailRecipientDto[] (the selected users that exist). FORBIDDEN */
  AdminListUsers: 'auth.admin-users.list',
  /** AdminUserRpcRequest → AdminUserDto. FORBIDDEN, NOT_FOUND */
  AdminGetUser: 'auth.admin-users.get',
  /** AdminUserRpcRequest → OkResult (records auth.user.deleted.v1, ends sessions). FORBIDDEN, NOT_FOUND, CONFLICT (self) */
  AdminDeleteUser: 'auth.admin-users.delete',
  /** ListNotificationTimeZonesRpcRequest → NotificationTimeZonesDto (notification service only) */
  ListNotificationTimeZones: 'auth.notification-time-zones.list',
  /** ListNotificationRecipientsRpcRequest → NotificationRecipientsPageDto (notification service only) */
  ListNotificationRecipients: 'auth.notification-recipients.list',
} as const;

export type AuthPattern = (typeof AuthPatterns)[keyof typeof AuthPatterns];
