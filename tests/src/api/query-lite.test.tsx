// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as library from '@tanstack/react-query';
import * as lite from '../../../src/api/query-lite';
import { backoffMs } from '../../../src/api/query-client';
import { ApiError, isRetryable, networkError } from '../../../src/api/api-error';

/**
 * src/api/query-lite.tsx stands in for TanStack Query in the shipped build (vite.config.ts). Each scenario below runs
 * on both, with React, and writes what a component would see (the fields the app reads, the calls made, the renders)
 * into a log: the two logs must be the same, and each scenario also checks the behaviour it is about on the library's
 * log, so a scenario that observed nothing fails. `QUERY_RUNTIME=lite` runs the component tests on the stand-in too.
 */
type Lib = typeof library;
const impls: [string, Lib][] = [
  ['library', library],
  ['lite', lite as unknown as Lib],
];

afterEach(cleanup);

const tick = (ms = 0) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
/** Lets every pending answer, notification and render happen. */
async function settle(rounds = 6) {
  for (let i = 0; i < rounds; i++) await tick(2);
}

/** Waits until `done()` (at most 5 s: a loaded machine runs timers late). */
async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) await tick(10);
  await settle();
}

/** An answer that comes when the test says. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** What the app reads of a query's result. */
const seen = (r: { data?: unknown; error?: unknown; isPending: boolean; isError: boolean; isSuccess: boolean; isFetching: boolean }) =>
  JSON.stringify({ data: r.data, error: r.error instanceof Error ? r.error.message : r.error, isPending: r.isPending, isError: r.isError, isSuccess: r.isSuccess, isFetching: r.isFetching });

/** Runs a scenario on both implementations; their logs must be the same. Gives the library's log. */
async function same(scenario: (lib: Lib, log: string[]) => Promise<void>): Promise<string[]> {
  const logs: string[][] = [];
  for (const [, lib] of impls) {
    const log: string[] = [];
    await scenario(lib, log);
    cleanup();
    logs.push(log);
  }
  if (process.env.QUERY_LITE_DEBUG) console.log('LOGS', JSON.stringify(logs, null, 1));
  expect(logs[1]).toEqual(logs[0]);
  return logs[0]!;
}

function mount(lib: Lib, client: library.QueryClient, node: ReactNode) {
  return render(createElement(lib.QueryClientProvider, { client }, node));
}

/** The app's client (src/api/query-client.ts), on the given implementation. */
const appClient = (lib: Lib, extra: Record<string, unknown> = {}) =>
  new lib.QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, retry: (n: number, e: unknown) => n < 3 && isRetryable(e), retryDelay: (n: number) => backoffMs(n) / 500, refetchOnWindowFocus: false, refetchInterval: false, ...extra },
      mutations: { retry: false },
    },
  });

describe('the build\'s TanStack Query stand-in behaves as the library', () => {
  it('one request per key while it is in flight; every observer gets the same data; the data keeps its identity when a refetch answers the same', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      let calls = 0;
      const datas: unknown[] = [];
      function Reader({ id }: { id: string }) {
        const q = lib.useQuery({ queryKey: ['lines', { b: 1, a: 2 }], queryFn: async () => (calls++, { lines: [{ n: 1 }, { n: 2 }] }) });
        if (q.data) datas.push(q.data);
        log.push(`${id} ${seen(q)}`);
        return null;
      }
      mount(lib, client, [createElement(Reader, { id: 'a', key: 'a' }), createElement(Reader, { id: 'b', key: 'b' })]);
      await settle();
      log.push(`calls ${calls}`);
      await act(() => client.invalidateQueries({ queryKey: ['lines', { a: 2 }] }));
      await settle();
      log.push(`calls ${calls} same data ${datas.every((d) => d === datas[0])}`);
    });
    expect(log).toContain('calls 1');
    expect(log).toContain('calls 2 same data true');
  });

  it('a page opened again shows the cached data at once and reads it again behind it (stale-while-revalidate); staleTime keeps it fresh', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      let n = 0;
      function Reader({ staleTime }: { staleTime?: number }) {
        const q = lib.useQuery({ queryKey: ['n'], queryFn: async () => ++n, ...(staleTime !== undefined ? { staleTime } : {}) });
        log.push(seen(q));
        return null;
      }
      const first = mount(lib, client, createElement(Reader));
      await settle();
      first.unmount();
      log.push('again');
      const second = mount(lib, client, createElement(Reader));
      await settle();
      second.unmount();
      log.push('fresh');
      mount(lib, client, createElement(Reader, { staleTime: 60000 }));
      await settle();
    });
    const again = log.indexOf('again');
    expect(JSON.parse(log[again + 1]!)).toMatchObject({ data: 1, isSuccess: true, isFetching: true });
    expect(log.slice(again, log.indexOf('fresh')).some((l) => l.includes('"data":2') && l.includes('"isFetching":false'))).toBe(true);
    expect(log.slice(log.indexOf('fresh') + 1).every((l) => l.includes('"isFetching":false'))).toBe(true);
  });

  it('invalidation refetches what is shown, marks the rest stale (read at the next opening), and a language switch (no filter) refetches all that is shown', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      const calls: string[] = [];
      function Reader({ k }: { k: string }) {
        const q = lib.useQuery({ queryKey: ['GET', k], queryFn: async () => (calls.push(k), `${k}${calls.length}`) });
        log.push(`${k} ${seen(q)}`);
        return null;
      }
      const hidden = mount(lib, client, createElement(Reader, { k: 'hidden' }));
      await settle();
      hidden.unmount();
      mount(lib, client, createElement(Reader, { k: 'shown' }));
      await settle();
      await act(() => client.invalidateQueries({ queryKey: ['GET'] }));
      await settle();
      log.push(`calls ${calls.join()}`);
      await act(() => client.invalidateQueries());
      await settle();
      log.push(`calls ${calls.join()}`);
    });
    expect(log).toContain('calls hidden,shown,shown');
    expect(log).toContain('calls hidden,shown,shown,shown');
  });

  it('server and network failures are retried three times with the back-off, a 4xx never; the error is shown after the last', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      for (const error of [networkError('GET_LINES'), new ApiError('http', { status: 404, code: 404, description: 'Not found' })]) {
        let calls = 0;
        function Reader() {
          const q = lib.useQuery({ queryKey: ['fail', error.kind], queryFn: async () => (calls++, Promise.reject(error)) });
          log.push(seen(q));
          return null;
        }
        const shown = log.filter((l) => l.includes('"isError":true')).length;
        mount(lib, client, createElement(Reader));
        await until(() => log.filter((l) => l.includes('"isError":true')).length > shown);
        log.push(`${error.kind} calls ${calls}`);
      }
    });
    expect(log).toContain('network calls 4');
    expect(log).toContain('http calls 1');
    expect(log.some((l) => l.includes('"isError":true'))).toBe(true);
  });

  it('an unused entry is collected after gcTime; setQueryData and setQueriesData write by key and by prefix, keeping equal parts', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib, { gcTime: 20 });
      function Reader() {
        const q = lib.useQuery({ queryKey: ['GET_LINES', { n: 1 }], queryFn: async () => [{ number: '1', airtime: 5, plan: { id: 'p' } }] });
        log.push(seen(q));
        return null;
      }
      const view = mount(lib, client, createElement(Reader));
      await settle();
      const before = client.getQueryData<{ plan: unknown }[]>(['GET_LINES', { n: 1 }]);
      client.setQueriesData<{ number: string; airtime: number }[]>({ queryKey: ['GET_LINES'] }, (lines) => lines?.map((l) => ({ ...l, airtime: 9 })));
      const after = client.getQueryData<{ plan: unknown }[]>(['GET_LINES', { n: 1 }]);
      log.push(`plan kept ${before?.[0]?.plan === after?.[0]?.plan}`);
      client.setQueryData(['GET_USER'], { name: 'Ali' });
      log.push(JSON.stringify([client.getQueryData(['GET_USER']), client.getQueryData(['GET_LINES', { n: 1 }])]));
      await settle();
      view.unmount();
      await tick(60);
      log.push(JSON.stringify([client.getQueryData(['GET_USER']) ?? 'gone', client.getQueryData(['GET_LINES', { n: 1 }]) ?? 'gone']));
    });
    expect(log).toContain('plan kept true');
    expect(log).toContain(JSON.stringify([{ name: 'Ali' }, [{ number: '1', airtime: 9, plan: { id: 'p' } }]]));
    expect(log).toContain(JSON.stringify(['gone', 'gone']));
  });

  it('cancelQueries aborts the request and puts back what was there; the optimistic write then shows', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      let answer = deferred<number>();
      let aborted = 0;
      function Reader() {
        const q = lib.useQuery({ queryKey: ['GET_LINES'], queryFn: ({ signal }) => (signal.addEventListener('abort', () => aborted++), answer.promise) });
        log.push(seen(q));
        return null;
      }
      mount(lib, client, createElement(Reader));
      answer.resolve(1);
      await settle();
      answer = deferred<number>();
      act(() => void client.invalidateQueries({ queryKey: ['GET_LINES'] }));
      await settle();
      await act(() => client.cancelQueries({ queryKey: ['GET_LINES'] }));
      // The put-back is told to readers on the notifier's timer (as the library's): let it show before the write, so
      // both logs see it whatever the machine's load (without this the write could beat it in one and not the other).
      await settle();
      client.setQueryData(['GET_LINES'], 5);
      await settle();
      log.push(`aborted ${aborted}`);
    });
    expect(log).toContain('aborted 1');
    const states = log.slice(0, -1).map((l) => JSON.parse(l) as { data?: number; isFetching: boolean });
    // fetching again with 1 shown, then 1 put back (not fetching), then the optimistic 5
    expect(states.slice(-3)).toMatchObject([{ data: 1, isFetching: true }, { data: 1, isFetching: false }, { data: 5, isFetching: false }]);
  });

  it('keepPreviousData shows the last list while another key loads; enabled and skipToken hold a query back; initialData with staleTime Infinity asks nothing', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      const asked: string[] = [];
      let setCategory: (c: string | undefined) => void = () => undefined;
      function Numbers() {
        const [category, set] = useState<string | undefined>(undefined);
        setCategory = set;
        const q = lib.useQuery({ queryKey: ['GET_NUMBERS', category], queryFn: async () => (asked.push(String(category)), [`${category}-1`]), enabled: Boolean(category), placeholderData: lib.keepPreviousData });
        const skipped = lib.useQuery({ queryKey: ['ekyc'], queryFn: category === 'gold' ? async () => (asked.push('ekyc'), 'basis') : lib.skipToken });
        const lock = lib.useQuery({ queryKey: ['lock'], queryFn: async () => (asked.push('lock'), 'read'), initialData: () => 'kept', staleTime: Infinity, gcTime: 0, networkMode: 'always' });
        log.push(`${seen(q)} placeholder ${q.isPlaceholderData} ${seen(skipped)} ${lock.data}`);
        return null;
      }
      mount(lib, client, createElement(Numbers));
      await settle();
      act(() => setCategory('silver'));
      await settle();
      act(() => setCategory('gold'));
      await settle();
      log.push(`asked ${asked.join()}`);
    });
    expect(log).toContain('asked silver,gold,ekyc');
    expect(log.some((l) => l.includes('"data":["silver-1"]') && l.includes('placeholder true'))).toBe(true);
  });

  it('a component that reads only the data is not drawn again by a refetch that brings the same data', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      let renders = 0;
      function DataOnly() {
        const q = lib.useQuery({ queryKey: ['same'], queryFn: async () => ({ a: [1, 2] }) });
        renders++;
        return createElement('p', null, JSON.stringify(q.data));
      }
      mount(lib, client, createElement(DataOnly));
      await settle();
      const before = renders;
      await act(() => client.invalidateQueries({ queryKey: ['same'] }));
      await settle();
      log.push(`redrawn ${renders - before}`);
    });
    expect(log).toContain('redrawn 0');
  });

  it('mutations: onMutate, the call, onSuccess and onSettled in order with the variables and context; pending meanwhile; isMutating by key; errors reach onError; reset', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      let api = deferred<string>();
      let mutation: { mutate: (v: number) => void; reset: () => void } = { mutate: () => undefined, reset: () => undefined };
      function Saver() {
        const m = lib.useMutation<string, Error, number, { was: number }>({
          mutationKey: ['save'],
          mutationFn: (v) => (log.push(`call ${v}`), api.promise),
          onMutate: (v) => (log.push(`onMutate ${v}`), { was: v - 1 }),
          onSuccess: (d, v, c) => void log.push(`onSuccess ${d} ${v} ${JSON.stringify(c)}`),
          onError: (e, v, c) => void log.push(`onError ${e.message} ${v} ${JSON.stringify(c)}`),
          onSettled: (d, e, v) => void log.push(`onSettled ${String(d)} ${e ? 'error' : 'none'} ${v}`),
        });
        mutation = m;
        log.push(`pending ${m.isPending} success ${m.isSuccess} error ${m.isError} variables ${String(m.variables)} data ${String(m.data)}`);
        return null;
      }
      mount(lib, client, createElement(Saver));
      act(() => mutation.mutate(1));
      await settle();
      log.push(`mutating ${client.isMutating({ mutationKey: ['save'] })} ${client.isMutating({ mutationKey: ['other'] })}`);
      api.resolve('ok');
      await settle();
      log.push(`mutating ${client.isMutating({ mutationKey: ['save'] })}`);
      api = deferred<string>();
      act(() => mutation.mutate(2));
      api.reject(new Error('refused'));
      await settle();
      act(() => mutation.reset());
      await settle();
    });
    expect(log).toContain('mutating 1 0');
    expect(log).toContain('onSuccess ok 1 {"was":0}');
    expect(log).toContain('onError refused 2 {"was":1}');
    expect(log[log.length - 1]).toBe('pending false success false error false variables undefined data undefined');
  });

  it('infinite queries: the first page, the next appended, no next at the end, and a refetch reads every page again', async () => {
    const log = await same(async (lib, log) => {
      const client = appClient(lib);
      const asked: unknown[] = [];
      let api: { fetchNextPage: () => unknown; refetch: () => unknown } = { fetchNextPage: () => undefined, refetch: () => undefined };
      const second = deferred<void>();
      function List() {
        const q = lib.useInfiniteQuery({
          queryKey: ['GET_NOTIFICATIONS', 'pages'],
          initialPageParam: undefined as string | undefined,
          queryFn: async ({ pageParam }) => {
            asked.push(pageParam ?? 'first');
            if (pageParam) await second.promise;
            return { items: [String(pageParam ?? 'a')], next: pageParam ? undefined : 'b' };
          },
          getNextPageParam: (last: { next: string | undefined }) => last.next,
        });
        api = q;
        log.push(`${seen(q)} next ${q.hasNextPage} fetchingNext ${q.isFetchingNextPage}`);
        return null;
      }
      mount(lib, client, createElement(List));
      await settle();
      act(() => void api.fetchNextPage());
      await settle();
      second.resolve();
      await settle();
      act(() => void api.refetch());
      await settle();
      log.push(`asked ${asked.join()}`);
    });
    expect(log).toContain('asked first,b,first,b');
    expect(log.some((l) => l.includes('fetchingNext true'))).toBe(true);
    expect(log[log.length - 2]).toContain('next false');
  });
});
