import type {
  ExcludedPeriodDto,
  TravelEntryDto,
  TravellerDetailsDto,
  TravellerDto,
  UpdateTravellerDetailsDto,
} from '@app/contracts';

import { api } from '../api';

const LIST_TAG = { type: 'Traveller', id: 'LIST' } as const;

/** What the joint planner counts for one traveller: their records and excluded periods. */
export interface TravellerRecords {
  travellerId: string;
  entries: TravelEntryDto[];
  periods: ExcludedPeriodDto[];
}

/**
 * The account's travellers (issue #22, ADR 0034): `GET/POST /api/travellers`,
 * `PUT/DELETE /api/travellers/{id}`, the account holder's first. Deleting a traveller deletes
 * their visits and periods, so it renews every travel read.
 */
export const travellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTravellers: build.query<TravellerDto[], void>({
      query: () => 'travellers',
      providesTags: [LIST_TAG],
    }),
    addTraveller: build.mutation<TravellerDto, { name: string }>({
      query: (body) => ({ url: 'travellers', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    renameTraveller: build.mutation<TravellerDto, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `travellers/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { name },
      }),
      invalidatesTags: [LIST_TAG],
    }),
    deleteTraveller: build.mutation<void, string>({
      query: (id) => ({ url: `travellers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST_TAG, 'TravelEntry', 'ExcludedPeriod'],
    }),
    /**
     * A traveller's passport dates and nationality note (`GET /api/travellers/{id}/details`); the
     * account holder's passport dates are the profile's.
     */
    travellerDetails: build.query<TravellerDetailsDto, string>({
      query: (id) => `travellers/${encodeURIComponent(id)}/details`,
      providesTags: (_result, _error, id) => [{ type: 'Traveller', id }, 'User'],
    }),
    /**
     * Saves the fields given (`PUT /api/travellers/{id}/details`). The account holder's passport
     * dates are the profile's: the current user ('User') is read again afterwards.
     */
    saveTravellerDetails: build.mutation<
      TravellerDetailsDto,
      { id: string; change: UpdateTravellerDetailsDto }
    >({
      query: ({ id, change }) => ({
        url: `travellers/${encodeURIComponent(id)}/details`,
        method: 'PUT',
        body: change,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Traveller', id }, 'User'],
    }),
    /**
     * The records and excluded periods of each of `travellerIds` (the joint planner's input), read
     * with `traveller_id` (`GET /api/travel-entries`, `GET /api/excluded-periods`), and again after
     * any change of travellers, visits or periods.
     */
    travellersRecords: build.query<TravellerRecords[], readonly string[]>({
      async queryFn(travellerIds, _api, _extra, baseQuery) {
        const reads = await Promise.all(
          travellerIds.map((travellerId) => {
            const query = `?traveller_id=${encodeURIComponent(travellerId)}`;
            return Promise.all([
              baseQuery(`travel-entries${query}`),
              baseQuery(`excluded-periods${query}`),
            ]);
          }),
        );
        const records: TravellerRecords[] = [];
        for (const [index, [entries, periods]] of reads.entries()) {
          if (entries.error) return { error: entries.error };
          if (periods.error) return { error: periods.error };
          records.push({
            travellerId: travellerIds[index] as string,
            entries: entries.data as TravelEntryDto[],
            periods: periods.data as ExcludedPeriodDto[],
          });
        }
        return { data: records };
      },
      providesTags: [
        LIST_TAG,
        { type: 'TravelEntry', id: 'LIST' },
        { type: 'ExcludedPeriod', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListTravellersQuery,
  useAddTravellerMutation,
  useRenameTravellerMutation,
  useDeleteTravellerMutation,
  useTravellersRecordsQuery,
  useTravellerDetailsQuery,
  useSaveTravellerDetailsMutation,
} = travellersApi;
