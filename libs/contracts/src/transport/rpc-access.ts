import { AuthPatterns } from '../auth/auth.patterns';
import { BillingPatterns } from '../billing/billing.patterns';
import { NotificationPatterns } from '../notification/notification.patterns';
import { ReportingPatterns } from '../reporting/reporting.patterns';
import { TravelPatterns } from '../travel/travel.patterns';

/**
 * Who may call which RPC pattern of which service, and for whom: the one table the services'
 * verifier (nest-core's `RpcVerifier`) enforces and the security suite enumerates. Every call
 * carries an assertion signed by its caller (docs/security.md, "Services trust no unauthenticated
 * caller"); a pattern missing here is refused.
 */

/** The processes that call services, each with its own signing key (its name is its identity). */
export const RPC_CALLERS = [
  'gateway',
  'notification',
  'notification-worker',
  'reporting',
  'reporting-worker',
] as const;

export type RpcCaller = (typeof RPC_CALLERS)[number];

/** The services that answer RPC calls (each is an assertion's audience). */
export const RPC_SERVICES = ['auth', 'travel', 'billing', 'notification', 'reporting'] as const;

export type RpcService = (typeof RPC_SERVICES)[number];

/**
 * For whom a call acts, which the verifier writes into the payload from the assertion (whatever the
 * payload said):
 * - `none`: for nobody in particular (sign-in, a reset link, a service's own read);
 * - `user`: for the signed-in user: the assertion's `sub` becomes `userId` (required);
 * - `optional-user`: a visitor or a signed-in user: `sub`, when present, becomes `userId`, else
 *   `userId` is removed;
 * - `admin`: for an administrator: `sub` becomes `actorId` and the role `actorRole`, and the role
 *   must be 'admin' (the service may check its own records too: auth does).
 */
export type RpcActing = 'none' | 'user' | 'optional-user' | 'admin';

export interface RpcAccess {
  /** The callers allowed to send this pattern. */
  callers: readonly RpcCaller[];
  acting: RpcActing;
}

const gateway = (acting: RpcActing): RpcAccess => ({ callers: ['gateway'], acting });
const only = (caller: RpcCaller, acting: RpcActing = 'none'): RpcAccess => ({
  callers: [caller],
  acting,
});

/** Every pattern of every service. Health checks are not here: they are open (`isOpenPattern`). */
export const RPC_ACCESS: { readonly [S in RpcService]: Readonly<Record<string, RpcAccess>> } = {
  auth: {
    [AuthPatterns.Register]: gateway('none'),
    [AuthPatterns.Login]: gateway('none'),
    [AuthPatterns.VerifyMfa]: gateway('none'),
    [AuthPatterns.Logout]: gateway('none'),
    [AuthPatterns.CurrentUser]: gateway('user'),
    [AuthPatterns.UpdateProfile]: gateway('user'),
    [AuthPatterns.UpdateTravelSettings]: gateway('user'),
    [AuthPatterns.ForgotUsername]: gateway('none'),
    [AuthPatterns.ForgotPassword]: gateway('none'),
    [AuthPatterns.AttachResetToken]: only('notification-worker'),
    [AuthPatterns.ResetPassword]: gateway('none'),
    [AuthPatterns.ChangePassword]: gateway('user'),
    [AuthPatterns.EndAllSessions]: gateway('user'),
    [AuthPatterns.AttachEmailChangeToken]: only('notification-worker'),
    [AuthPatterns.ConfirmEmailChange]: gateway('none'),
    [AuthPatterns.DeleteAccount]: gateway('user'),
    [AuthPatterns.ExportUserData]: gateway('user'),
    [AuthPatterns.Unsubscribe]: gateway('none'),
    [AuthPatterns.AdminListUsers]: gateway('admin'),
    [AuthPatterns.AdminGetUser]: gateway('admin'),
    [AuthPatterns.AdminDeleteUser]: gateway('admin'),
    [AuthPatterns.ListNotificationTimeZones]: only('notification'),
    [AuthPatterns.ListNotificationRecipients]: only('notification'),
  },
  travel: {
    [TravelPatterns.ListEntries]: { callers: ['gateway', 'reporting'], acting: 'user' },
    [TravelPatterns.ListEntriesJson]: gateway('user'),
    [TravelPatterns.CreateEntry]: gateway('user'),
    [TravelPatterns.UpdateEntry]: gateway('user'),
    [TravelPatterns.DeleteEntry]: gateway('user'),
    [TravelPatterns.DeleteVisit]: gateway('user'),
    [TravelPatterns.RecordVisit]: gateway('user'),
    [TravelPatterns.UpdateVisit]: gateway('user'),
    [TravelPatterns.CleanupEntries]: gateway('user'),
    [TravelPatterns.Status]: gateway('user'),
    [TravelPatterns.AdminListUserEntries]: gateway('admin'),
    [TravelPatterns.AdminDeleteEntry]: gateway('admin'),
    [TravelPatterns.AdminCleanupAll]: gateway('admin'),
    [TravelPatterns.ExportUserData]: gateway('user'),
    [TravelPatterns.ListNotificationEntries]: only('notification'),
    // Reporting names a traveller who is not the account holder on their PDF report.
    [TravelPatterns.ListTravellers]: { callers: ['gateway', 'reporting'], acting: 'user' },
    [TravelPatterns.CreateTraveller]: gateway('user'),
    [TravelPatterns.RenameTraveller]: gateway('user'),
    [TravelPatterns.GetTravellerDetails]: gateway('user'),
    [TravelPatterns.UpdateTravellerDetails]: gateway('user'),
    [TravelPatterns.DeleteTraveller]: gateway('user'),
    // Reporting counts the exports with the periods, as it reads the records.
    [TravelPatterns.ListExcludedPeriods]: { callers: ['gateway', 'reporting'], acting: 'user' },
    [TravelPatterns.CreateExcludedPeriod]: gateway('user'),
    [TravelPatterns.DeleteExcludedPeriod]: gateway('user'),
    [TravelPatterns.ImportEntries]: gateway('user'),
    [TravelPatterns.CreateCalendarFeed]: gateway('user'),
    [TravelPatterns.GetCalendarFeed]: gateway('user'),
    [TravelPatterns.RevokeCalendarFeed]: gateway('user'),
    [TravelPatterns.RenderCalendarFeed]: gateway('none'),
  },
  billing: {
    [BillingPatterns.GetDonationOptions]: gateway('none'),
    [BillingPatterns.CreatePaymentIntent]: gateway('optional-user'),
    [BillingPatterns.ConfirmDonation]: gateway('optional-user'),
    [BillingPatterns.ExportUserData]: gateway('user'),
    [BillingPatterns.HandleWebhook]: gateway('none'),
  },
  notification: {
    [NotificationPatterns.SendBulkEmail]: gateway('admin'),
    [NotificationPatterns.ExportUserData]: gateway('user'),
  },
  reporting: {
    [ReportingPatterns.AdminStats]: gateway('admin'),
    [ReportingPatterns.AdminUserIds]: gateway('admin'),
    [ReportingPatterns.AdminUsersCsv]: gateway('admin'),
    [ReportingPatterns.AdminRecordAction]: gateway('admin'),
    [ReportingPatterns.TravelCsv]: gateway('user'),
    [ReportingPatterns.RequestTravelPdf]: gateway('user'),
    [ReportingPatterns.TravelPdfStatus]: gateway('user'),
    [ReportingPatterns.PdfRendererStatus]: gateway('none'),
    [ReportingPatterns.PdfJobHistory]: only('reporting-worker'),
  },
};

/**
 * The access entry of `pattern` on `service`, or undefined when the table has none (refused).
 *
 * @example
 * rpcAccessOf('travel', TravelPatterns.CreateEntry) // → { callers: ['gateway'], acting: 'user' }
 */
export function rpcAccessOf(service: string, pattern: string): RpcAccess | undefined {
  if (!isRpcService(service)) return undefined;
  const table = RPC_ACCESS[service];
  return Object.hasOwn(table, pattern) ? table[pattern] : undefined;
}

/**
 * Whether anyone may send `pattern` without an assertion: only a service's readiness check
 * (`<service>.health.check`), which reads and changes nothing, so that probes need no key.
 */
export function isOpenPattern(service: RpcService, pattern: string): boolean {
  return pattern === `${service}.health.check`;
}

/** Whether `value` names a service of `RPC_SERVICES`. */
export function isRpcService(value: unknown): value is RpcService {
  return typeof value === 'string' && (RPC_SERVICES as readonly string[]).includes(value);
}

/** Whether `value` names a caller of `RPC_CALLERS`. */
export function isRpcCaller(value: unknown): value is RpcCaller {
  return typeof value === 'string' && (RPC_CALLERS as readonly string[]).includes(value);
}
