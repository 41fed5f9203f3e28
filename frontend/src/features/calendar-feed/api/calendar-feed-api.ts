import type { CalendarFeedStatusDto, CalendarFeedUrlDto } from '@app/contracts';

import { api } from '../../../lib/api';

const feedTag = (travellerId: string) => ({ type: 'CalendarFeed' as const, id: travellerId });

/**
 * A traveller's calendar feed (issue #22, "Never retyped"): whether they have a feed, a new
 * address (the old one stops working) and revoking it.
 */
export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarFeedStatus: build.query<CalendarFeedStatusDto, string>({
      query: (travellerId) => `travellers/${travellerId}/calendar-feed`,
      providesTags: (_result, _error, travellerId) => [feedTag(travellerId)],
    }),
    createCalendarFeed: build.mutation<CalendarFeedUrlDto, string>({
      query: (travellerId) => ({ url: `travellers/${travellerId}/calendar-feed`, method: 'POST' }),
      invalidatesTags: (_result, _error, travellerId) => [feedTag(travellerId)],
    }),
    revokeCalendarFeed: build.mutation<void, string>({
      query: (travellerId) => ({
        url: `travellers/${travellerId}/calendar-feed`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, travellerId) => [feedTag(travellerId)],
    }),
  }),
});

export const {
  useCalendarFeedStatusQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = calendarFeedApi;
