/**
 * RPC patterns served by the travel service (gateway → travel). Never write these strings inline.
 *
 * @example
 * this.travel.send(TravelPatterns.CreateEntry, { userId, ...dto })
 */
export const TravelPatterns = {
  /** TravelUserRpcRequest { userId } → TravelEntryDto[] (by entry_date, then created_at) */
  ListEntries: 'travel.entries.list',
  /** CreateEntryRpcRequest { userId } & CreateTravelEntryDto → TravelEntryDto */
  CreateEntry: 'travel.entries.create',
  /** UpdateEntryRpcRequest { userId, id } & UpdateTravelEntryDto → TravelEntryDto */
  UpdateEntry: 'travel.entries.update',
  /** DeleteEntryRpcRequest { userId, id } → OkResult */
  DeleteEntry: 'travel.entries.delete',
  /** DeleteVisitRpcRequest { userId, entryId, exitId? } → OkResult (no exit id: ongoing visit) */
  DeleteVisit: 'travel.visits.delete',
  /** RecordVisitRpcRequest { userId } & RecordVisitDto → RecordVisitResultDto { entry, exit } */
  RecordVisit: 'travel.visits.record',
  /** TravelUserRpcRequest { userId } → CleanupResultDto (the user's orphaned exits removed) */
  CleanupEntries: 'travel.entries.cleanup',
  /** { userId } → TravelEntryDto[] (any user's entries, for an admin) */
  AdminListUserEntries: 'travel.admin-entries.list',
  /** { userId, entryId } → void */
  AdminDeleteEntry: 'travel.admin-entries.delete',
  /** void → AdminCleanupResultDto (orphaned entries of every user) */
  AdminCleanupAll: 'travel.admin-entries.cleanup',
} as const;

export type TravelPattern = (typeof TravelPatterns)[keyof typeof TravelPatterns];
