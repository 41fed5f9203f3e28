import type { UnsubscribeResult } from '@app/contracts';

import { api } from '../../../lib/api';

export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/unsubscribe?token=…: the same call a mail provider's one-click button makes. */
    unsubscribe: build.mutation<UnsubscribeResult, string>({
      query: (token) => ({ url: `unsubscribe?token=${encodeURIComponent(token)}`, method: 'POST' }),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
