import { http, HttpResponse } from 'msw';

import { makeStore } from '../app/store';
import { anErrorBody } from '../testing/builders';
import { apiUrl, server } from '../testing/server';
import { api, errorMessageOf, READ_RETRY_DELAY_MS, toApiError } from './api';
import { offlineCopyShown, offlineMessages } from './offline';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    probeWrite: build.mutation<unknown, { path: string; body: object }>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
    }),
  }),
});

describe('the API base query', () => {
  it("raises '<status>: <body text>' and keeps the JSON body", async () => {
    const body = anErrorBody(409, 'You already have entry on 2025-06-01', 'TRAVEL_DUPLICATE_ENTRY');
    server.use(http.get(apiUrl('probe'), () => HttpResponse.json(body, { status: 409 })));
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('probe'));
    expect(result.error).toEqual({
      status: 409,
      message: `409: ${JSON.stringify(body)}`,
      body,
    });
    expect(errorMessageOf(result.error, 'fallback')).toBe('You already have entry on 2025-06-01');
  });

  it('uses the status text when the body is empty', () => {
    expect(toApiError({ status: 503, data: '' }, 'Service Unavailable').message).toBe(
      '503: Service Unavailable',
    );
  });

  it('gives the fallback when there is no JSON message', () => {
    expect(errorMessageOf(toApiError({ status: 502, data: '<html>' }), 'Try again')).toBe(
      'Try again',
    );
  });

  it('sends JSON with credentials and parses JSON answers; an empty answer is null', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch');
    let seen: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('echo'), async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
      http.post(apiUrl('empty'), () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeStore();
    const echo = await store.dispatch(
      probeApi.endpoints.probeWrite.initiate({ path: 'echo', body: { a: 1 } }),
    );
    expect(echo).toEqual({ data: { ok: true } });
    expect(seen).toEqual({ type: 'application/json', body: { a: 1 } });
    const sent = fetchSpy.mock.calls[0]?.[0];
    expect(sent instanceof Request ? sent.credentials : sent).toBe('include');
    const empty = await store.dispatch(
      probeApi.endpoints.probeWrite.initiate({ path: 'empty', body: {} }),
    );
    expect(empty).toEqual({ data: null });
  });

  describe('retries (issue #17)', () => {
    function failing(path: string, status: number, method: 'get' | 'post' = 'get') {
      const calls: number[] = [];
      server.use(
        http[method](apiUrl(path), () => {
          calls.push(Date.now());
          return HttpResponse.json(anErrorBody(status, 'boom'), { status });
        }),
      );
      return calls;
    }

    it.each([500, 503, 429])(
      'sends a read that failed with %i once more, after a pause, and no more',
      async (status) => {
        const calls = failing('flaky', status);
        const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('flaky'));
        expect(result.error).toMatchObject({ status });
        expect(calls).toHaveLength(2);
        expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(READ_RETRY_DELAY_MS - 20);
      },
    );

    it('answers with the retry when it succeeds', async () => {
      let calls = 0;
      server.use(
        http.get(apiUrl('flaky'), () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(anErrorBody(500, 'boom'), { status: 500 })
            : HttpResponse.json({ ok: true });
        }),
      );
      const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('flaky'));
      expect(result.data).toEqual({ ok: true });
      expect(calls).toBe(2);
    });

    it('does not send again a read that got a 4xx answer', async () => {
      const calls = failing('missing', 404);
      await makeStore().dispatch(probeApi.endpoints.probe.initiate('missing'));
      expect(calls).toHaveLength(1);
    });

    it('never sends a write twice', async () => {
      const calls = failing('write', 500, 'post');
      await makeStore().dispatch(
        probeApi.endpoints.probeWrite.initiate({ path: 'write', body: {} }),
      );
      expect(calls).toHaveLength(1);
    });

    it("sends once the browser's first read of what the server could not read (it is the retry)", async () => {
      const calls = failing('flaky', 500);
      const store = makeStore(undefined, { readsFailedOnServer: new Set(['probe']) });
      await store.dispatch(probeApi.endpoints.probe.initiate('flaky'));
      expect(calls).toHaveLength(1);
      await store.dispatch(probeApi.endpoints.probe.initiate('flaky', { forceRefetch: true }));
      expect(calls).toHaveLength(3);
    });

    it("does not retry the server's reads (the browser makes the read it could not)", async () => {
      const calls = failing('flaky', 500);
      const store = makeStore(undefined, {
        apiTarget: { baseUrl: 'http://localhost/api', headers: {} },
      });
      await store.dispatch(probeApi.endpoints.probe.initiate('flaky'));
      expect(calls).toHaveLength(1);
    });
  });

  describe('offline (issue #22)', () => {
    const REFUSAL = offlineMessages.writesRefused.defaultMessage;

    function counted(path: string) {
      const calls = { get: 0, post: 0 };
      server.use(
        http.get(apiUrl(path), () => {
          calls.get += 1;
          return HttpResponse.json({ ok: true });
        }),
        http.post(apiUrl(path), () => {
          calls.post += 1;
          return HttpResponse.json({ ok: true });
        }),
      );
      return calls;
    }

    it('refuses a write while the store shows the offline copy: nothing is sent, the message says why', async () => {
      const calls = counted('offline-probe');
      const store = makeStore();
      store.dispatch(offlineCopyShown('2026-11-27T14:05:00.000Z'));
      const write = await store.dispatch(
        probeApi.endpoints.probeWrite.initiate({ path: 'offline-probe', body: {} }),
      );
      expect(write.error).toMatchObject({ status: 'CUSTOM_ERROR', message: REFUSAL });
      expect(errorMessageOf(write.error, 'fallback')).toBe(REFUSAL);
      expect(calls.post).toBe(0);
      // Reads are not refused (they fail by themselves without a network).
      await store.dispatch(probeApi.endpoints.probe.initiate('offline-probe'));
      expect(calls.get).toBe(1);
    });

    it('refuses a write while the browser says it is offline, and sends it once it is online', async () => {
      const calls = counted('offline-probe');
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      const store = makeStore();
      const refused = await store.dispatch(
        probeApi.endpoints.probeWrite.initiate({ path: 'offline-probe', body: {} }),
      );
      expect(errorMessageOf(refused.error, 'fallback')).toBe(REFUSAL);
      expect(calls.post).toBe(0);
      onLine.mockReturnValue(true);
      const sent = await store.dispatch(
        probeApi.endpoints.probeWrite.initiate({ path: 'offline-probe', body: {} }),
      );
      expect(sent).toEqual({ data: { ok: true } });
      expect(calls.post).toBe(1);
      onLine.mockRestore();
    });
  });
});
