/**
 * RPC patterns served by the travel service (gateway → travel). Never write these strings inline.
 *
 * @example
 * this.travel.send(TravelPatterns.CreateEntry, { userId, ...dto })
 */
export const TravelPatterns = {
  /**
   * TravellerRpcRequest { userId, travellerId? } → TravelEntryDto[] (the traveller's, absent: the
   * account holder's; by entry_date, then created_at). NOT_FOUND for another account's traveller.
   */
  ListEntries: 'travel.entries.list',
  /**
   * TravellerRpcRequest { userId, travellerId? } → string: the JSON text of the same TravelEntryDto[] as
   * ListEntries (each record through the travel service's `toTravelEntryDto`), so that the gateway
   * can send it on without parsing it.
   */
  ListEntriesJson: 'travel.entries.list-json',
  /** CreateEntryRpcRequest { userId } & CreateTravelEntryDto → TravelEntryDto */
  CreateEntry: 'travel.entries.create',
  /** UpdateEntryRpcRequest { userId, id } & UpdateTravelEntryDto → TravelEntryDto */
  UpdateEntry: 'travel.entries.update',
  /** DeleteEntryRpcRequest { userId, id } → OkResult */
  DeleteEntry: 'travel.entries.delete',
  /**
   * DeleteVisitRpcRequest { userId, entryId, exitId? } → OkResult. The exit id is required when
   * the visit has an exit (VALIDATION_FAILED without it: nothing is deleted) and refused when it
   * is ongoing.
   */
  DeleteVisit: 'travel.visits.delete',
  /** RecordVisitRpcRequest { userId } & RecordVisitDto → RecordVisitResultDto { entry, exit } */
  RecordVisit: 'travel.visits.record',
  /** UpdateVisitRpcRequest { userId, entryId } & UpdateVisitDto → UpdateVisitResultDto { entry, exit } */
  UpdateVisit: 'travel.visits.update',
  /** TravellerRpcRequest { userId, travellerId? } → CleanupResultDto (orphaned exits removed) */
  CleanupEntries: 'travel.entries.cleanup',
  /**
   * TravelStatusRpcRequest { userId, travellerId?, date? } → TravelStatusDto: the traveller's
   * status on that day (the traveller's today when absent). NOT_FOUND for another's traveller.
   */
  Status: 'travel.status.get',
  /** AdminUserRpcRequest → TravelEntryDto[] (any user's entries, for an admin). FORBIDDEN */
  AdminListUserEntries: 'travel.admin-entries.list',
  /** AdminEntryRpcRequest → OkResult. FORBIDDEN, NOT_FOUND */
  AdminDeleteEntry: 'travel.admin-entries.delete',
  /** AdminActorRpcRequest → AdminCleanupResultDto (orphaned entries of every user). FORBIDDEN */
  AdminCleanupAll: 'travel.admin-entries.cleanup',
  /** ExportUserDataRpcRequest → TravelUserDataDto (the travel part of GET /api/user/export) */
  ExportUserData: 'travel.user-data.export',
  /**
   * TravelUserRpcRequest { userId } → TravellerDto[]: the account's travellers, the account
   * holder's first (created here when the account has none yet), then by creation.
   */
  ListTravellers: 'travel.travellers.list',
  /** CreateTravellerRpcRequest { userId, name } → TravellerDto */
  CreateTraveller: 'travel.travellers.create',
  /** RenameTravellerRpcRequest { userId, id, name } → TravellerDto. NOT_FOUND */
  RenameTraveller: 'travel.travellers.rename',
  /**
   * DeleteTravellerRpcRequest { userId, id } → OkResult: the traveller and their records.
   * NOT_FOUND; CONFLICT (TRAVEL_ACCOUNT_HOLDER_UNDELETABLE) for the account holder's.
   */
  DeleteTraveller: 'travel.travellers.delete',
  /**
   * TravellerDetailsRpcRequest { userId, id } → TravellerDetailsRecordDto: the traveller's
   * passport dates (null for the account holder's, which the profile keeps), nationality note and
   * `email_reminders` (true for the account holder's: the profile's preference is theirs).
   * NOT_FOUND
   */
  GetTravellerDetails: 'travel.traveller-details.get',
  /**
   * UpdateTravellerDetailsRpcRequest → TravellerDetailsRecordDto. NOT_FOUND; VALIDATION_FAILED
   * (passport expiry not after issue, issue date after the user's today, the account holder's
   * passport dates or `email_reminders`)
   */
  UpdateTravellerDetails: 'travel.traveller-details.update',
  /**
   * ListExcludedPeriodsRpcRequest { userId, travellerId? } → ExcludedPeriodDto[]: a traveller's
   * residence permits and long-stay visas (absent: the account holder's), by start. NOT_FOUND
   */
  ListExcludedPeriods: 'travel.excluded-periods.list',
  /** CreateExcludedPeriodRpcRequest → ExcludedPeriodDto. NOT_FOUND for another's traveller */
  CreateExcludedPeriod: 'travel.excluded-periods.create',
  /** DeleteExcludedPeriodRpcRequest { userId, id } → OkResult. NOT_FOUND */
  DeleteExcludedPeriod: 'travel.excluded-periods.delete',
  /**
   * ImportEntriesRpcRequest { userId, travellerId?, csv, dry_run? } → ImportResultDto: visits from a CSV (the
   * export's or a simple one), all added in one transaction or none (VALIDATION_FAILED naming the
   * bad lines); duplicates and overlaps are left out. With dry_run nothing is written.
   */
  ImportEntries: 'travel.entries.import',
  /** CalendarFeedRpcRequest { userId, travellerId } → CreatedCalendarFeedDto (replaces any). NOT_FOUND */
  CreateCalendarFeed: 'travel.calendar-feeds.create',
  /** CalendarFeedRpcRequest { userId, travellerId } → CalendarFeedStatusDto. NOT_FOUND */
  GetCalendarFeed: 'travel.calendar-feeds.get',
  /** CalendarFeedRpcRequest { userId, travellerId } → OkResult (idempotent). NOT_FOUND */
  RevokeCalendarFeed: 'travel.calendar-feeds.revoke',
  /**
   * RenderCalendarFeedRpcRequest { feedId, secret } → string: the feed's iCalendar text. No user:
   * the secret is the credential. NOT_FOUND for an unknown feed or a wrong secret.
   */
  RenderCalendarFeed: 'travel.calendar-feeds.render',
  /** ListNotificationEntriesRpcRequest { userIds } → NotificationEntriesDto (notification service only) */
  ListNotificationEntries: 'travel.notification-entries.list',
} as const;

export type TravelPattern = (typeof TravelPatterns)[keyof typeof TravelPatterns];
