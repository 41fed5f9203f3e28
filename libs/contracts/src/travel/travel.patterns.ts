/**
 * RPC patterns served by the travel service (gateway → travel). Never write these strings inline.
 *
 * @example
 * this.travel.send(TravelPatterns.CreateEntry, { userId, ...dto })
 */
export const TravelPatterns = {
  /** { userId } → TravelEntryDto[] */
  ListEntries: 'travel.entries.list',
  /** { userId } & CreateTravelEntryDto → TravelEntryDto */
  CreateEntry: 'travel.entries.create',
  /** { userId, entryId } & UpdateTravelEntryDto → TravelEntryDto */
  UpdateEntry: 'travel.entries.update',
  /** { userId, entryId } → void */
  DeleteEntry: 'travel.entries.delete',
  /** { userId, entryId, exitId? } → void (no exit id for an ongoing visit) */
  DeleteVisit: 'travel.visits.delete',
  /** { userId } & RecordVisitDto → TravelEntryDto[] (the entry and the exit) */
  RecordVisit: 'travel.visits.record',
  /** { userId } → CleanupResultDto (the user's orphaned entries) */
  CleanupEntries: 'travel.entries.cleanup',
  /** { userId } → TravelEntryDto[] (any user's entries, for an admin) */
  AdminListUserEntries: 'travel.admin-entries.list',
  /** { userId, entryId } → void */
  AdminDeleteEntry: 'travel.admin-entries.delete',
  /** void → AdminCleanupResultDto (orphaned entries of every user) */
  AdminCleanupAll: 'travel.admin-entries.cleanup',
} as const;

export type TravelPattern = (typeof TravelPatterns)[keyof typeof TravelPatterns];
