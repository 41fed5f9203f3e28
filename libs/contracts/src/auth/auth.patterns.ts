/**
 * RPC patterns served by the auth service (gateway → auth). Never write these strings inline.
 *
 * @example
 * this.auth.send(AuthPatterns.Login, dto)
 */
export const AuthPatterns = {
  /** RegisterDto → UserDto */
  Register: 'auth.users.register',
  /** LoginDto → UserDto (checks credentials, counts the login) */
  Login: 'auth.session.create',
  /** { userId } → UserDto */
  CurrentUser: 'auth.users.current',
  /** { userId } & UpdateProfileDto → UserDto */
  UpdateProfile: 'auth.profile.update',
  /** ForgotUsernameDto → void (always succeeds, so accounts cannot be probed) */
  ForgotUsername: 'auth.username.remind',
  /** ForgotPasswordDto → void (always succeeds, so accounts cannot be probed) */
  ForgotPassword: 'auth.password-reset.request',
  /** ResetPasswordDto → void */
  ResetPassword: 'auth.password-reset.complete',
  /** { userId } → void (the signed-in user deletes their own account) */
  DeleteAccount: 'auth.account.delete',
  /** void → AdminUserDto[] */
  AdminListUsers: 'auth.admin-users.list',
  /** { userId } → AdminUserDto */
  AdminGetUser: 'auth.admin-users.get',
  /** { userId } → void */
  AdminDeleteUser: 'auth.admin-users.delete',
} as const;

export type AuthPattern = (typeof AuthPatterns)[keyof typeof AuthPatterns];
