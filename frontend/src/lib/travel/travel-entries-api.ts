import type {
  CleanupResultDto,
  RecordVisitResultDto,
  TravelEntryDto,
  VisitChangesDto,
  UpdateVisitResultDto,
} from '@app/contracts';
import { findOrphanExits } from '@app/schengen-rules';

import { api } from '../api';

/**
 * Whose records a call reads or changes (issue #22): a traveller's id, or `undefined` for the
 * account holder's (the API's default). Every travel read is cached per traveller.
 */
export type TravellerChoice = string | undefined;

/** The query string that names the traveller of a read or a deletion ('' for the holder). */
export function travellerQuery(travellerId: TravellerChoice): string {
  return travellerId === undefined ? '' : `?traveller_id=${encodeURIComponent(travellerId)}`;
}

/** POST /api/travel-entries/visit (SPEC §7): one entry and one exit, stored together. */
export interface RecordVisitRequest {
  entry_date: string;
  exit_date: string;
  country?: string | null;
  notes?: string | null;
  /** The traveller the visit is theirs (absent: the account holder). */
  traveller_id?: string;
}

/**
 * PUT /api/travel-entries/visit/{entryId}: a whole visit changed in one atomic call, every field
 * sent (`exit_date` null for an ongoing visit). `exitId` only tells the cache which record is the
 * exit; it is not sent.
 */
export type UpdateVisitRequest = Required<VisitChangesDto> & {
  entryId: string;
  exitId: string | null;
  traveller_id?: string;
};

/** DELETE /api/travel-entries/visit/{entryId}[/{exitId}]: a whole visit. */
export interface DeleteVisitRequest {
  entryId: string;
  /** null for an ongoing visit. */
  exitId: string | null;
  traveller_id?: string;
}

/** SPEC §4 and §9: a visit edit reaches the server 500 ms after 'Save Changes'. */
export const VISIT_EDIT_SYNC_DELAY_MS = 500;

const LIST_TAG = { type: 'TravelEntry', id: 'LIST' } as const;

let optimisticCount = 0;

/** Placeholder records shown while a visit is being stored (SPEC §4 "Optimistic changes"). */
function optimisticRecords(visit: RecordVisitRequest): [TravelEntryDto, TravelEntryDto] {
  optimisticCount += 1;
  const base = {
    user_id: '',
    country: visit.country ?? null,
    notes: visit.notes ?? null,
    created_at: new Date().toISOString(),
  };
  return [
    {
      ...base,
      id: `optimistic-entry-${optimisticCount}`,
      entry_type: 'entry',
      entry_date: visit.entry_date,
    },
    {
      ...base,
      id: `optimistic-exit-${optimisticCount}`,
      entry_type: 'exit',
      entry_date: visit.exit_date,
    },
  ];
}

/** The records of a visit with the edit applied (country and notes go to both, SPEC §4). */
function applyVisitEdit(entries: TravelEntryDto[], edit: UpdateVisitRequest): void {
  for (const record of entries) {
    if (record.id === edit.entryId) {
      record.entry_date = edit.entry_date;
    } else if (record.id === edit.exitId && edit.exit_date !== null) {
      record.entry_date = edit.exit_date;
    } else {
      continue;
    }
    record.country = edit.country;
    record.notes = edit.notes;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const travelEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEntries: build.query<TravelEntryDto[], TravellerChoice>({
      query: (travellerId) => `travel-entries${travellerQuery(travellerId)}`,
      providesTags: (result) => [
        ...(result ?? []).map((entry) => ({ type: 'TravelEntry' as const, id: entry.id })),
        LIST_TAG,
      ],
    }),
    recordVisit: build.mutation<RecordVisitResultDto, RecordVisitRequest>({
      query: (body) => ({ url: 'travel-entries/visit', method: 'POST', body }),
      async onQueryStarted(visit, { dispatch, queryFulfilled }) {
        const placeholders = optimisticRecords(visit);
        const placeholderIds = new Set(placeholders.map((record) => record.id));
        const patch = dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', visit.traveller_id, (entries) => {
            entries.push(...placeholders);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            travelEntriesApi.util.updateQueryData('listEntries', visit.traveller_id, (entries) => [
              ...entries.filter((entry) => !placeholderIds.has(entry.id)),
              data.entry,
              data.exit,
            ]),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    /**
     * SPEC §4 "A visit edit syncs after 500 ms": the cached list changes at once, the call leaves
     * 500 ms later (the wait lives here, in the store, so closing the edit panel or leaving the
     * tab does not lose it), and a failure rolls the list back.
     */
    updateVisit: build.mutation<UpdateVisitResultDto, UpdateVisitRequest>({
      async queryFn({ entryId, exitId: _exitId, ...body }, _api, _extra, baseQuery) {
        await wait(VISIT_EDIT_SYNC_DELAY_MS);
        const result = await baseQuery({
          url: `travel-entries/visit/${encodeURIComponent(entryId)}`,
          method: 'PUT',
          body,
        });
        if (result.error) return { error: result.error };
        return { data: result.data as UpdateVisitResultDto };
      },
      async onQueryStarted(edit, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', edit.traveller_id, (entries) => {
            applyVisitEdit(entries, edit);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          const stored = new Map([data.entry, data.exit].flatMap((r) => (r ? [[r.id, r]] : [])));
          dispatch(
            travelEntriesApi.util.updateQueryData('listEntries', edit.traveller_id, (entries) =>
              entries.map((entry) => stored.get(entry.id) ?? entry),
            ),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    deleteVisit: build.mutation<null, DeleteVisitRequest>({
      query: ({ entryId, exitId, traveller_id }) => ({
        url: `${
          exitId ? `travel-entries/visit/${entryId}/${exitId}` : `travel-entries/visit/${entryId}`
        }${travellerQuery(traveller_id)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ entryId, exitId, traveller_id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', traveller_id, (entries) =>
            entries.filter((entry) => entry.id !== entryId && entry.id !== exitId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /**
     * POST /api/cleanup-entries: the server deletes the orphaned exits (exits with no entry on or
     * before them, SPEC §4); the cache drops the same records by the same rule.
     */
    cleanupEntries: build.mutation<CleanupResultDto, TravellerChoice>({
      query: (travellerId) => ({
        url: 'cleanup-entries',
        method: 'POST',
        body: travellerId === undefined ? undefined : { traveller_id: travellerId },
      }),
      async onQueryStarted(travellerId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data || data.deletedCount === 0) return;
        dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', travellerId, (entries) => {
            const orphans = new Set(findOrphanExits(entries).map((entry) => entry.id));
            return entries.filter((entry) => !orphans.has(entry.id));
          }),
        );
      },
    }),
  }),
});

export const {
  useListEntriesQuery,
  useRecordVisitMutation,
  useUpdateVisitMutation,
  useDeleteVisitMutation,
  useCleanupEntriesMutation,
} = travelEntriesApi;
