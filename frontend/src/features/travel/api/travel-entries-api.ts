import type { RecordVisitResultDto, TravelEntryDto } from '@app/contracts';

import { api } from '../../../lib/api';

/** POST /api/travel-entries/visit (SPEC §7): one entry and one exit, stored together. */
export interface RecordVisitRequest {
  entry_date: string;
  exit_date: string;
  country?: string | null;
  notes?: string | null;
}

/** PUT /api/travel-entries/{id}. */
export interface UpdateEntryRequest {
  id: string;
  entry_date: string;
  country?: string | null;
  notes?: string | null;
}

/** DELETE /api/travel-entries/visit/{entryId}[/{exitId}]: a whole visit. */
export interface DeleteVisitRequest {
  entryId: string;
  /** null for an ongoing visit. */
  exitId: string | null;
}

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

export const travelEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEntries: build.query<TravelEntryDto[], void>({
      query: () => 'travel-entries',
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
          travelEntriesApi.util.updateQueryData('listEntries', undefined, (entries) => {
            entries.push(...placeholders);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            travelEntriesApi.util.updateQueryData('listEntries', undefined, (entries) => [
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
    updateEntry: build.mutation<TravelEntryDto, UpdateEntryRequest>({
      query: ({ id, ...body }) => ({ url: `travel-entries/${id}`, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', undefined, (entries) =>
            entries.map((entry) => (entry.id === data.id ? data : entry)),
          ),
        );
      },
    }),
    deleteVisit: build.mutation<null, DeleteVisitRequest>({
      query: ({ entryId, exitId }) => ({
        url: exitId
          ? `travel-entries/visit/${entryId}/${exitId}`
          : `travel-entries/visit/${entryId}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ entryId, exitId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          travelEntriesApi.util.updateQueryData('listEntries', undefined, (entries) =>
            entries.filter((entry) => entry.id !== entryId && entry.id !== exitId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useListEntriesQuery,
  useRecordVisitMutation,
  useUpdateEntryMutation,
  useDeleteVisitMutation,
} = travelEntriesApi;
