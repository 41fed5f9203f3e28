import 'reflect-metadata';

// Validation building blocks
export { composeDecorators } from './common/compose-decorators';
export { IsEntityId } from './common/is-entity-id.decorator';
export {
  IsIsoCalendarDate,
  ISO_CALENDAR_DATE_FORMAT,
} from './common/is-iso-calendar-date.decorator';
export { IsIsoTimestamp, ISO_TIMESTAMP_FORMAT } from './common/is-iso-timestamp.decorator';
export { IsNotBefore } from './common/is-not-before.decorator';
export { IsNullable } from './common/is-nullable.decorator';
export type { JsonObject, JsonValue } from './common/json.types';
export { EVENT_TOPIC_FORMAT, RPC_PATTERN_FORMAT } from './common/naming-rules';
export {
  DTO_VALIDATOR_OPTIONS,
  EVENT_VALIDATOR_OPTIONS,
  ROOT_FIELD,
  toFieldErrors,
  validateDto,
  validateEventPayload,
} from './common/validate-dto';
export type { ValidateDtoResult } from './common/validate-dto';

// Errors
export { ERROR_HTTP_STATUS, ErrorCode, httpStatusOf, isErrorCode } from './errors/error-codes';
export type { ErrorCodeWithStatus, ErrorHttpStatus } from './errors/error-codes';
export { AppError, isAppErrorPayload } from './errors/app-error';
export type { AppErrorOptions, AppErrorPayload, ErrorDetails } from './errors/app-error';
export { ConflictError } from './errors/conflict.error';
export {
  DUPLICATE_ENTRY_TITLE,
  DuplicateEntryError,
  duplicateEntryMessage,
} from './errors/duplicate-entry.error';
export type { DuplicateEntryDates } from './errors/duplicate-entry.error';
export { ForbiddenError } from './errors/forbidden.error';
export type { HttpErrorBody } from './errors/http-error-body';
export { NotFoundError } from './errors/not-found.error';
export { RateLimitedError } from './errors/rate-limited.error';
export { ServiceUnavailableError } from './errors/service-unavailable.error';
export { UnauthenticatedError } from './errors/unauthenticated.error';
export { ValidationError } from './errors/validation.error';
export type { FieldError } from './errors/validation.error';

// Transport
export {
  AUTH_SERVICE,
  BILLING_SERVICE,
  NOTIFICATION_SERVICE,
  REPORTING_SERVICE,
  SERVICE_TOKENS,
  TRAVEL_SERVICE,
} from './transport/service-tokens';
export type { ServiceToken } from './transport/service-tokens';
export {
  RPC_ACCESS,
  RPC_CALLERS,
  RPC_SERVICES,
  isOpenPattern,
  isRpcCaller,
  isRpcService,
  rpcAccessOf,
} from './transport/rpc-access';
export type { RpcAccess, RpcActing, RpcCaller, RpcService } from './transport/rpc-access';
export {
  MAX_REQUEST_ID_LENGTH,
  MAX_TRACESTATE_LENGTH,
  TRACEPARENT_FORMAT,
  traceCarrierOf,
} from './transport/trace-carrier';
export type { TraceCarrier } from './transport/trace-carrier';

// Events
export { EventEnvelope } from './events/event-envelope';
export { EVENT_CLASSES, TOPICS } from './events/topics';
export type { EventPayload, Topic } from './events/topics';
export { validateEvent } from './events/validate-event';

// Queues
export {
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  bullPrefix,
  EMAIL_QUEUE,
  EmailJobs,
} from './queues/email.queue';
export type {
  AccountDeletedEmailJob,
  AccountEmailRecipient,
  BulkAdminEmailJob,
  BulkEmailContent,
  ComplianceLevelName,
  ComplianceReminderEmailJob,
  DonationReceiptEmailJob,
  EmailChangeConfirmEmailJob,
  EmailChangeNoticeEmailJob,
  EmailJobName,
  EmailJobPayloads,
  EmailRecipient,
  LastDayReminderEmailJob,
  LevelChangeReminderEmailJob,
  PasswordChangedEmailJob,
  PasswordResetEmailJob,
  PlannedTripSummary,
  EmailTraveller,
  TravellerWeekSummary,
  UsernameReminderEmailJob,
  WeeklySummaryEmailJob,
} from './queues/email.queue';
export {
  COMPLIANCE_SETTLE_QUEUE,
  ComplianceSettleJobs,
  complianceSettleKey,
} from './queues/compliance-settle.queue';
export type {
  ComplianceSettleJobName,
  ComplianceSettleJobPayloads,
  SettledLevelCheckJob,
} from './queues/compliance-settle.queue';
export { EMAIL_SCHEDULE_QUEUE, EmailScheduleJobs } from './queues/email-schedule.queue';
export type {
  EmailScheduleJobName,
  EmailScheduleJobPayloads,
  MorningEmailBatchJob,
  MorningEmailTickJob,
} from './queues/email-schedule.queue';
export {
  PDF_JOB_DATA_MAX_BYTES,
  PDF_JOBS_PER_USER,
  PDF_RENDER_QUEUE,
  PDF_WORKER_HEARTBEAT_TTL_MS,
  PdfRenderJobs,
  pdfFileKey,
  pdfFilesKey,
  pdfJobSlots,
  pdfWorkersKey,
} from './queues/pdf-render.queue';
export type {
  PdfRenderJobName,
  PdfRenderJobPayloads,
  PdfRenderJobResult,
  PdfWorkerHeartbeat,
  TravelHistoryDto,
  TravelHistoryPdfJob,
  TravelHistoryReport,
  TravelHistoryRow,
  TravelHistorySummary,
  TravelHistoryUsage,
} from './queues/pdf-render.queue';

// Auth
export {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_MAX_LENGTH,
  MFA_CHALLENGE_MAX_ATTEMPTS,
  MFA_CHALLENGE_TTL_SECONDS,
  MFA_CODE_FORMAT,
  MFA_RECOVERY_CODE_COUNT,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_TOKEN_BYTES,
  RESET_TOKEN_MAX_LENGTH,
  SESSION_ID_MAX_LENGTH,
  USERNAME_FORMAT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './auth/auth.constants';
export {
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MFA_CODE_FORMAT_MESSAGE,
  MFA_CODE_INVALID_MESSAGE,
  MFA_NOT_CONFIGURED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './auth/auth.messages';
export { AuthPatterns } from './auth/auth.patterns';
export type { AuthPattern } from './auth/auth.patterns';
export {
  AttachEmailChangeTokenRpcRequest,
  AttachResetTokenRpcRequest,
  ChangePasswordRpcRequest,
  DeleteAccountRpcRequest,
  LoginRpcRequest,
  LogoutRpcRequest,
  RegisterRpcRequest,
  SHA256_HEX_FORMAT,
  UpdateProfileRpcRequest,
  UpdateTravelSettingsRpcRequest,
  UserIdRpcRequest,
  UnsubscribeRpcRequest,
} from './auth/dto/auth-rpc-requests.dto';
export type {
  AttachResetTokenResult,
  EndedSessionsResult,
  LoginResult,
  MfaSessionResult,
  OkResult,
  SessionResult,
  UnsubscribeResult,
} from './auth/dto/auth-rpc-results.dto';
export { ChangePasswordDto } from './auth/dto/change-password.dto';
export { ConfirmEmailChangeDto } from './auth/dto/confirm-email-change.dto';
export { DeleteAccountDto } from './auth/dto/delete-account.dto';
export { MfaCodeDto, VerifyMfaRpcRequest } from './auth/dto/mfa.dto';
export type {
  MfaChallengeResult,
  MfaEnrolmentDto,
  MfaRequiredDto,
  MfaSignInDto,
} from './auth/dto/mfa.dto';
export { ForgotPasswordDto } from './auth/dto/forgot-password.dto';
export { ForgotUsernameDto } from './auth/dto/forgot-username.dto';
export { LoginDto } from './auth/dto/login.dto';
export { RegisterDto } from './auth/dto/register.dto';
export { ResetPasswordDto } from './auth/dto/reset-password.dto';
export {
  LANGUAGE_NOT_SUPPORTED_MESSAGE,
  TIME_ZONE_NAME_FORMAT,
  UpdateProfileDto,
} from './auth/dto/update-profile.dto';
export {
  ETIAS_VALID_UNTIL_BEFORE_APPLIED_MESSAGE,
  INSURANCE_END_BEFORE_START_MESSAGE,
  UpdateTravelSettingsDto,
} from './auth/dto/update-travel-settings.dto';
export { USER_ROLES } from './auth/dto/user.dto';
export { userVersionKey } from './auth/user-version';
export type { AdminUserDto, TravelSettingsDto, UserDto, UserRole } from './auth/dto/user.dto';
export {
  EMAIL_CHANGE_REQUESTED_TOPIC,
  EmailChangeRequestedEvent,
} from './auth/events/email-change-requested.event';
export { PASSWORD_CHANGED_TOPIC, PasswordChangedEvent } from './auth/events/password-changed.event';
export type { UserIdentityPayload } from './auth/events/user-identity.payload';
export {
  PASSWORD_RESET_REQUESTED_TOPIC,
  PasswordResetRequestedEvent,
} from './auth/events/password-reset-requested.event';
export {
  USER_DELETED_BY,
  USER_DELETED_TOPIC,
  UserDeletedEvent,
} from './auth/events/user-deleted.event';
export type { UserDeletedBy } from './auth/events/user-deleted.event';
export { USER_REGISTERED_TOPIC, UserRegisteredEvent } from './auth/events/user-registered.event';
export { USER_UPDATED_TOPIC, UserUpdatedEvent } from './auth/events/user-updated.event';
export {
  USERNAME_REMINDER_REQUESTED_TOPIC,
  UsernameReminderRequestedEvent,
} from './auth/events/username-reminder-requested.event';

// Travel
export type { AdminCleanupResultDto, CleanupResultDto } from './travel/dto/cleanup-result.dto';
export { CreateTravelEntryDto, TravelEntryFieldsDto } from './travel/dto/create-travel-entry.dto';
export { IsOptionalNotes, NOTES_MAX_LENGTH } from './travel/dto/is-optional-notes.decorator';
export { RecordVisitDto, VisitFieldsDto } from './travel/dto/record-visit.dto';
export { ENTRY_TYPES } from './travel/dto/travel-entry.dto';
export type { EntryType, TravelEntryDto } from './travel/dto/travel-entry.dto';
export { TravelEntryChangesDto, UpdateTravelEntryDto } from './travel/dto/update-travel-entry.dto';
export type { RecordVisitResultDto } from './travel/dto/record-visit-result.dto';
export {
  CreateEntryRpcRequest,
  DeleteEntryRpcRequest,
  DeleteVisitRpcRequest,
  RecordVisitRpcRequest,
  TravellerRpcRequest,
  TravelUserRpcRequest,
  UpdateEntryRpcRequest,
  UpdateVisitRpcRequest,
} from './travel/dto/travel-rpc-requests.dto';
export { UpdateVisitDto, VisitChangesDto } from './travel/dto/update-visit.dto';
export { TravelStatusQueryDto, TravelStatusRpcRequest } from './travel/dto/travel-status.dto';
export type { TravelStatusDto } from './travel/dto/travel-status.dto';
export {
  readTravelListCopy,
  travelListCopy,
  travelListCopyKey,
  travelListVersionKey,
} from './travel/travel-list-version';
export type { ListTraveller } from './travel/travel-list-version';
export type { UpdateVisitResultDto } from './travel/dto/update-visit.dto';
export {
  OverlappingVisitError,
  overlappingVisitMessage,
} from './travel/errors/overlapping-visit.error';
export type { OverlappedVisit } from './travel/errors/overlapping-visit.error';
export {
  TravelRecordLimitError,
  travelRecordLimitMessage,
} from './travel/errors/record-limit.error';
export {
  TRAVEL_MAX_RECORDS_PER_USER,
  TRAVEL_MAX_YEARS_AHEAD,
  TRAVEL_MIN_DATE,
  travelDateRangeMessage,
} from './travel/travel.constants';
export type { DemoEntry, DemoEntryNotes } from './travel/demo-entry.types';
export { ENTRY_CREATED_TOPIC, EntryCreatedEvent } from './travel/events/entry-created.event';
export { ENTRY_DELETED_TOPIC, EntryDeletedEvent } from './travel/events/entry-deleted.event';
export { ENTRY_UPDATED_TOPIC, EntryUpdatedEvent } from './travel/events/entry-updated.event';
export { VISIT_RECORDED_TOPIC, VisitRecordedEvent } from './travel/events/visit-recorded.event';
export { IsOptionalVisitCountry, VISIT_COUNTRY_MESSAGE } from './travel/is-visit-country.decorator';
export {
  isVisitCountryName,
  VISIT_COUNTRIES,
  VISIT_COUNTRY_NAMES,
  type VisitCountry,
} from './travel/visit-countries.constants';
export { TravelPatterns } from './travel/travel.patterns';
export {
  CreateExcludedPeriodDto,
  CreateExcludedPeriodRpcRequest,
  DeleteExcludedPeriodRpcRequest,
  EXCLUDED_PERIOD_KINDS,
  EXCLUDED_PERIODS_MAX_PER_TRAVELLER,
  ExcludedPeriodFieldsDto,
  ListExcludedPeriodsRpcRequest,
  toRuleExcludedPeriod,
  type ExcludedPeriodDto,
  type ExcludedPeriodKindDto,
} from './travel/excluded-periods/excluded-period.dto';
export {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_CSV_MAX_CHARS,
  IMPORT_GENERIC_COLUMNS,
  ImportEntriesRpcRequest,
  ImportTravelEntriesDto,
  TRAVEL_IMPORT_PATH,
} from './travel/import/import-travel-entries.dto';
export type {
  ImportLineErrorDto,
  ImportResultDto,
  ImportSkippedVisitDto,
  ImportVisitDto,
} from './travel/import/import-travel-entries.dto';
export { CSV_SYNTAX_PROBLEMS, IMPORT_PROBLEM_OUTCOME } from './travel/import/import-problems';
export type {
  CsvSyntaxProblem,
  ImportExpectedColumns,
  ImportLineProblem,
  ImportProblem,
  ImportProblemCode,
  ImportProblemCodeWithOutcome,
  ImportProblemOutcome,
  ImportProblemValues,
  ImportSkipProblem,
  ImportSkipReason,
} from './travel/import/import-problems';
export {
  CALENDAR_FEED_PATH,
  CALENDAR_FEED_SECRET_PATTERN,
  CALENDAR_FEED_SUFFIX,
  CalendarFeedRpcRequest,
  RenderCalendarFeedRpcRequest,
} from './travel/calendar-feed/calendar-feed.dto';
export type {
  CalendarFeedStatusDto,
  CalendarFeedUrlDto,
  CreatedCalendarFeedDto,
} from './travel/calendar-feed/calendar-feed.dto';
export {
  ACCOUNT_HOLDER_TRAVELLER_NAME,
  CreateTravellerRpcRequest,
  DASHBOARD_TRAVELLER_PARAM,
  dashboardPathOf,
  DeleteTravellerRpcRequest,
  RenameTravellerRpcRequest,
  TRAVELLER_NAME_MAX_LENGTH,
  TRAVELLERS_MAX_PER_ACCOUNT,
  TravellerNameDto,
} from './travel/travellers/traveller.dto';
export type { DashboardTravellerParam, TravellerDto } from './travel/travellers/traveller.dto';
export {
  ACCOUNT_HOLDER_PASSPORT_ON_PROFILE_MESSAGE,
  ACCOUNT_HOLDER_REMINDERS_ON_PROFILE_MESSAGE,
  NATIONALITY_NOTE_MAX_LENGTH,
  TravellerDetailsRpcRequest,
  UpdateTravellerDetailsDto,
  UpdateTravellerDetailsRpcRequest,
} from './travel/travellers/traveller-details.dto';
export type {
  TravellerDetailsDto,
  TravellerDetailsRecordDto,
} from './travel/travellers/traveller-details.dto';
export {
  PASSPORT_EXPIRY_NOT_AFTER_ISSUE_MESSAGE,
  PASSPORT_ISSUE_IN_FUTURE_MESSAGE,
  type PassportDates,
  PassportDatesDto,
  passportDateProblems,
} from './common/passport-date-problems';
export {
  ACCOUNT_HOLDER_ALIAS,
  IsOptionalTravellerId,
  TravellerChoiceDto,
  withTraveller,
} from './travel/travellers/traveller-choice.dto';
export type { TravelPattern } from './travel/travel.patterns';

// Billing
export { BillingPatterns } from './billing/billing.patterns';
export type { BillingPattern } from './billing/billing.patterns';
export {
  DEFAULT_DONATION_PRODUCT_CODE,
  DONATION_CURRENCY,
  DONATION_PRODUCT_CODES,
  DONATION_TIERS,
  findDonationTier,
} from './billing/donation-tiers.constants';
export type { DonationProductCode, DonationTier } from './billing/donation-tiers.constants';
export {
  DONATION_METADATA_KIND,
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  STRIPE_WEBHOOK_PATH,
  STRIPE_WEBHOOK_TOLERANCE_SECONDS,
} from './billing/billing.constants';
export {
  ConfirmDonationRpcRequest,
  CreatePaymentIntentRpcRequest,
  StripeWebhookRpcRequest,
} from './billing/dto/billing-rpc-requests.dto';
export { ConfirmDonationDto } from './billing/dto/confirm-donation.dto';
export { CreatePaymentIntentDto } from './billing/dto/create-payment-intent.dto';
export type {
  DonationConfirmationDto,
  StripeWebhookResultDto,
} from './billing/dto/donation-confirmation.dto';
export type { DonationOptionsDto, DonationTierDto } from './billing/dto/donation-tier.dto';
export type { PaymentIntentResponseDto } from './billing/dto/payment-intent-response.dto';
export {
  DONATION_SUCCEEDED_TOPIC,
  DonationSucceededEvent,
} from './billing/events/donation-succeeded.event';

// Notification
export {
  BULK_EMAIL_MESSAGE_MAX_LENGTH,
  BulkEmailContentDto,
  MESSAGE_TOO_LONG_MESSAGE,
  MISSING_CONTENT_MESSAGE,
  SUBJECT_MAX_LENGTH,
} from './notification/dto/bulk-email-content.dto';
export {
  ADMIN_SEND_EMAIL_PATH,
  BULK_EMAIL_BODY_LIMIT_BYTES,
  BULK_EMAIL_MAX_USERS,
  BulkEmailDto,
  NO_USERS_SELECTED_MESSAGE,
  TOO_MANY_USERS_MESSAGE,
} from './notification/dto/bulk-email.dto';
export type { BulkEmailResultDto } from './notification/dto/bulk-email.dto';
export { hasVisibleText } from './notification/dto/bulk-email-validators';
export {
  BULK_EMAIL_MAX_RECIPIENTS,
  BulkEmailRecipientDto,
  recipientProblem,
  SendBulkEmailRpcRequest,
} from './notification/dto/send-bulk-email.dto';
export { NotificationPatterns } from './notification/notification.patterns';
export type { NotificationPattern } from './notification/notification.patterns';
export {
  EMAIL_PREFERENCES,
  signUnsubscribeToken,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_SECRET_MIN_LENGTH,
  verifyUnsubscribeToken,
} from './notification/unsubscribe-token';
export type { EmailPreference, UnsubscribeClaims } from './notification/unsubscribe-token';
export {
  ListNotificationRecipientsRpcRequest,
  ListNotificationTimeZonesRpcRequest,
  NOTIFICATION_RECIPIENTS_MAX_PAGE,
  NOTIFICATION_TIME_ZONES_MAX,
} from './notification/dto/notification-recipients.dto';
export type {
  NotificationRecipientDto,
  NotificationRecipientsPageDto,
  NotificationTimeZonesDto,
} from './notification/dto/notification-recipients.dto';
export {
  ListNotificationEntriesRpcRequest,
  NOTIFICATION_ENTRIES_MAX_USERS,
} from './notification/dto/notification-entries.dto';
export type {
  NotificationEntriesDto,
  NotificationEntryDto,
  NotificationTravellerDto,
  NotificationExcludedPeriodDto,
} from './notification/dto/notification-entries.dto';

// Reporting and admin screens
export type {
  AdminAuditEntryDto,
  AdminStatsDto,
  AdminUserIdsDto,
  AdminUserListItemDto,
} from './admin/dto/admin-stats.dto';
export {
  ADMIN_ACTIONS,
  ADMIN_ACTIVE_DAYS,
  ADMIN_CSV_DEFAULT_LOCALE,
  ADMIN_CSV_DEFAULT_TIME_ZONE,
  ADMIN_USERS_CSV_COLUMNS,
  ADMIN_USERS_DEFAULT_PAGE,
  ADMIN_USERS_MAX_PAGE,
  adminUsersFileName,
  CANNOT_DELETE_SELF_MESSAGE,
  NOT_AN_ADMIN_MESSAGE,
} from './admin/admin.constants';
export type { AdminAction } from './admin/admin.constants';
export { assertAdminActor } from './admin/admin-actor';
export {
  ADMIN_RECIPIENTS_MAX_IDS,
  AdminActorRpcRequest,
  AdminEntryRpcRequest,
  AdminRecipientsRpcRequest,
  AdminRecordActionRpcRequest,
  AdminStatsQueryDto,
  AdminStatsRpcRequest,
  AdminUserRpcRequest,
  AdminUsersCsvQueryDto,
  AdminUsersCsvRpcRequest,
  LOCALE_FORMAT,
} from './admin/dto/admin-rpc-requests.dto';
export type { UserDetailsDto } from './admin/dto/user-details.dto';
export { ReportingPatterns } from './reporting/reporting.patterns';
export type { ReportingPattern } from './reporting/reporting.patterns';
export {
  NOT_COUNTED_COLUMN,
  NOT_SPECIFIED_LABEL,
  ONGOING_LABEL,
  SPREADSHEET_FORMULA_START,
  PDF_EXPORT_FAILED_MESSAGE,
  PDF_FILE_TTL_SECONDS,
  TRAVEL_HISTORY_COLUMNS,
  travelHistoryFileName,
} from './reporting/reporting.constants';
export {
  PdfJobHistoryRpcRequest,
  TravelPdfStatusRpcRequest,
  TravelReportRpcRequest,
} from './reporting/dto/travel-report-rpc-requests.dto';
export type {
  PdfRendererStatusDto,
  ReportFileDto,
  TravelPdfJobDto,
  TravelPdfStatusDto,
} from './reporting/dto/travel-report-results.dto';

// The user's data export (GET /api/user/export)
export {
  ExportUserDataRpcRequest,
  USER_DATA_EXPORT_FORMAT_VERSION,
  USER_DATA_EXPORT_FORMATS,
  UserDataExportQueryDto,
} from './user-data/user-data-export.dto';
export type {
  AuthUserDataDto,
  BillingUserDataDto,
  DonationExportDto,
  EmailPreferencesDto,
  ExportedTravelEntryDto,
  ExportedTravellerDetailsDto,
  NotificationUserDataDto,
  ProfileExportDto,
  ScheduledReminderExportDto,
  ScheduledReminderKind,
  TravelUserDataDto,
  UserDataExportDto,
  UserDataExportFormat,
} from './user-data/user-data-export.dto';

export type { AppConfigDto } from './common/app-config.dto';
export { hashResetToken } from './auth/reset-token-hash';
