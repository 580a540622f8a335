/**
 * The part of TanStack Query the app uses, for the shipped build (vite.config.ts aliases `@tanstack/react-query`
 * here, as it aliases react-intl to src/i18n/intl-lite.tsx): the library was 10.6 KiB brotli of every signed-in page
 * (issue 47). Component tests run on the library; tests/src/api/query-lite.test.tsx runs the same scenarios on both
 * and expects the same results, and `QUERY_RUNTIME=lite` runs the component tests on this file
 * (docs/decisions/2026-11-29-query-lite.md).
 * It follows the library's code (query-core 5): one cache entry and one request per key hash, stale-while-revalidate
 * on mount, invalidation refetching the active observers, retries with the client's back-off, garbage collection
 * after gcTime, structural sharing of data, a result that redraws only for the fields a component reads,
 * keepPreviousData, initialData, skipToken, infinite queries, mutations with their callbacks, online/offline pause
 * and refetch on reconnect. Not here (the app uses none): select, refetchInterval, refetch on window focus,
 * suspense, throwOnError, query and mutation caches' events, hydration.
 */
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/* eslint-disable @typescript-eslint/no-explicit-any -- the library's generic types stay the code's (the build swaps the implementation only) */
type Key = readonly unknown[];
type Opts = Record<string, any>;
type Status = 'pending' | 'error' | 'success';
interface State {
  data: unknown;
  error: unknown;
  status: Status;
  fetchStatus: 'idle' | 'fetching' | 'paused';
  dataUpdatedAt: number;
  invalid: boolean;
  /** The fetch under way reads the next page. */
  more: boolean;
}
interface Cancel {
  cancelled: 'silent' | 'revert';
}

const noop = () => undefined;
export const skipToken = Symbol('skipToken');
export const keepPreviousData = <T,>(previous: T): T => previous;
export const queryOptions = <T,>(options: T): T => options;

const isPlain = (o: unknown): boolean => {
  if (!o || typeof o !== 'object') return false;
  const proto = Object.getPrototypeOf(o) as unknown;
  return proto === Object.prototype || proto === null;
};

/** The library's hashKey: JSON with plain objects' keys sorted. */
export const hashKey = (key: Key): string =>
  JSON.stringify(key, (_, v: unknown) =>
    isPlain(v)
      ? Object.keys(v as object)
          .sort()
          .reduce<Record<string, unknown>>((r, k) => ((r[k] = (v as Record<string, unknown>)[k]), r), {})
      : v,
  );

/** The library's partialMatchKey: every part of `b` is in `a`. */
const partial = (a: any, b: any): boolean => a === b || (typeof a === typeof b && !!a && !!b && typeof a === 'object' && Object.keys(b).every((k) => partial(a[k], b[k])));

/** The library's replaceEqualDeep: `b`, keeping every part of `a` that is deeply equal (so unchanged data keeps its identity). */
export function replaceEqualDeep(a: any, b: any): any {
  if (a === b) return a;
  const array = Array.isArray(a) && Array.isArray(b);
  if (!array && !(isPlain(a) && isPlain(b))) return b;
  const aKeys = array ? a : Object.keys(a);
  const bKeys = array ? b : Object.keys(b);
  const copy: any = array ? [] : {};
  let equal = 0;
  for (let i = 0; i < bKeys.length; i++) {
    const k = array ? i : bKeys[i];
    const x = a[k];
    const y = b[k];
    if (x === y) {
      copy[k] = x;
      if (array ? i < aKeys.length : k in a) equal++;
    } else if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') copy[k] = y;
    else if ((copy[k] = replaceEqualDeep(x, y)) === x) equal++;
  }
  return aKeys.length === bKeys.length && equal === aKeys.length ? a : copy;
}

const shallowEqual = (a: Opts | undefined, b: Opts): boolean => !!a && Object.keys(b).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

/** The library's notifyManager: listeners are told in one batch, on a timer. */
const queue = new Set<() => void>();
const schedule = (fn: () => void) => {
  if (!queue.size)
    setTimeout(() => {
      const fns = [...queue];
      queue.clear();
      fns.forEach((f) => f());
    }, 0);
  queue.add(fn);
};

/** The library's onlineManager: online until the browser says otherwise; waiting work goes on when it comes back. */
let online = true;
let waiting: (() => void)[] = [];
const clients = new Set<QueryClient>();
if (typeof window !== 'undefined' && window.addEventListener) {
  window.addEventListener('offline', () => (online = false));
  window.addEventListener('online', () => {
    online = true;
    const resumed = waiting;
    waiting = [];
    resumed.forEach((f) => f());
    // refetchOnReconnect: a stale query with an observer that wants it fetches again.
    clients.forEach((c) => c.queries.forEach((q) => q.observers.find((o) => o.options.refetchOnReconnect !== false && o.stale(q))?.refetch({ cancelRefetch: false })));
  });
}
const canRun = (mode: unknown) => mode === 'always' || online;
const whenOnline = (mode: unknown): Promise<void> | undefined => (canRun(mode) ? undefined : new Promise((r) => waiting.push(r)));

/** The library's retryer: `retry(failures, error)` decides, `retryDelay(failures, error)` waits, offline pauses. */
async function attempt<T>(fn: () => T | Promise<T>, o: Opts, stopped: () => boolean, onPause: (paused: boolean) => void): Promise<T> {
  for (let n = 0; ; ) {
    const paused = whenOnline(o.networkMode);
    if (paused) {
      onPause(true);
      await paused;
      onPause(false);
    }
    try {
      return await fn();
    } catch (e) {
      const r = o.retry;
      if (stopped() || !(r === true || (typeof r === 'number' ? n < r : typeof r === 'function' && r(n, e)))) throw e;
      const delay = typeof o.retryDelay === 'function' ? o.retryDelay(n, e) : (o.retryDelay ?? Math.min(1000 * 2 ** n, 30000));
      n++;
      await new Promise((r) => setTimeout(r, delay));
      if (stopped()) throw e;
    }
  }
}

interface Pages {
  pages: unknown[];
  pageParams: unknown[];
}
const nextParam = (o: Opts, d: Pages): unknown => o.getNextPageParam(d.pages[d.pages.length - 1], d.pages, d.pageParams[d.pageParams.length - 1], d.pageParams);

class Query {
  observers: QueryObserver[] = [];
  declare state: State;
  gcTime = 0;
  declare promise?: Promise<unknown>;
  declare job?: { cancel: (how: Cancel['cancelled']) => void; noRetry?: boolean; consumed?: boolean; before: State };
  declare timer?: ReturnType<typeof setTimeout>;

  constructor(
    public client: QueryClient,
    public queryKey: Key,
    public hash: string,
    public options: Opts,
  ) {
    const data = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
    this.state = { data, error: null, status: data === undefined ? 'pending' : 'success', fetchStatus: 'idle', dataUpdatedAt: data === undefined ? 0 : Date.now(), invalid: false, more: false };
    this.setOptions(options);
    this.gc();
  }

  setOptions(options: Opts) {
    this.options = options;
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? 300000);
  }

  set(patch: Partial<State>) {
    this.state = { ...this.state, ...patch };
    this.observers.forEach((o) => o.update());
  }

  gc() {
    clearTimeout(this.timer);
    if (this.gcTime !== Infinity) this.timer = setTimeout(() => !this.observers.length && this.state.fetchStatus === 'idle' && this.client.queries.get(this.hash) === this && this.client.queries.delete(this.hash), this.gcTime);
  }

  isStale(staleTime: unknown = 0): boolean {
    const { data, invalid, dataUpdatedAt } = this.state;
    return data === undefined || invalid || dataUpdatedAt + (staleTime as number) <= Date.now();
  }

  active(): boolean {
    return this.observers.some((o) => o.options.enabled !== false);
  }

  add(o: QueryObserver) {
    if (!this.observers.includes(o)) {
      this.observers.push(o);
      clearTimeout(this.timer);
    }
  }

  remove(o: QueryObserver) {
    this.observers = this.observers.filter((x) => x !== o);
    if (!this.observers.length) {
      // The library aborts a fetch nobody waits for when its signal was read, else lets it finish without retries.
      if (this.job?.consumed) void this.cancel(true);
      else if (this.job) this.job.noRetry = true;
      this.gc();
    }
  }

  cancel(revert: boolean): Promise<void> {
    const job = this.job;
    if (!job) return Promise.resolve();
    this.job = undefined;
    job.cancel(revert ? 'revert' : 'silent');
    if (revert) this.set({ ...job.before, fetchStatus: 'idle' });
    return this.promise!.then(noop, noop);
  }

  fetch(options?: Opts, cancelRefetch = false, more = false): Promise<unknown> {
    if (options) this.setOptions(options);
    if (this.job) {
      if (this.state.data !== undefined && cancelRefetch) void this.cancel(false);
      else return this.promise!;
    }
    const o = this.options;
    const controller = new AbortController();
    const context = (extra: Opts) => {
      const ctx: Opts = { queryKey: this.queryKey, ...extra };
      return Object.defineProperty(ctx, 'signal', { enumerable: true, get: () => ((job.consumed = true), controller.signal) });
    };
    const queryFn = (extra: Opts) => (o.queryFn && o.queryFn !== skipToken ? o.queryFn(context(extra)) : Promise.reject(new Error('No queryFn')));
    const fn = o.getNextPageParam ? () => this.pages(o, more, queryFn) : () => queryFn({});
    let reject: (e: unknown) => void = noop;
    const job: NonNullable<Query['job']> = { before: this.state, cancel: (cancelled) => (controller.abort(), reject({ cancelled })) };
    this.job = job;
    const live = () => this.job === job;
    this.set({ fetchStatus: canRun(o.networkMode) ? 'fetching' : 'paused', more, ...(this.state.data === undefined && { error: null, status: 'pending' as const }) });
    const run = new Promise((resolve, rej) => {
      reject = rej;
      attempt(fn, o, () => !!job.noRetry || !live(), (paused) => live() && this.set({ fetchStatus: paused ? 'paused' : 'fetching' })).then(resolve, rej);
    });
    const done = (patch: Partial<State>) => {
      this.job = undefined;
      this.set({ fetchStatus: 'idle', more: false, ...patch });
      this.gc();
    };
    const fail = (e: unknown) => {
      done({ error: e, status: 'error' });
      throw e;
    };
    return (this.promise = run.then(
      (data) => {
        if (!live()) return data;
        if (data === undefined) return fail(new Error('Undefined data'));
        const shared = replaceEqualDeep(this.state.data, data);
        done({ data: shared, dataUpdatedAt: Date.now(), error: null, status: 'success', invalid: false });
        return shared;
      },
      (e: unknown) => {
        const cancelled = (e as Partial<Cancel> | undefined)?.cancelled;
        // Replaced by a newer fetch: its answer; cancelled and reverted: the data there was, if any.
        if (cancelled === 'silent') return this.promise;
        if (cancelled && this.state.data !== undefined) return this.state.data;
        if (live()) fail(e);
        throw e;
      },
    ));
  }

  /** The library's infiniteQueryBehavior: the next page appended, or every page read again from the first. */
  async pages(o: Opts, more: boolean, queryFn: (extra: Opts) => Promise<unknown>) {
    const old = (this.state.data ?? { pages: [], pageParams: [] }) as Pages;
    let d: Pages = more ? old : { pages: [], pageParams: [] };
    for (let i = 0; i < (more ? 1 : old.pages.length || 1); i++) {
      const pageParam = d.pages.length ? nextParam(o, d) : (old.pageParams[0] ?? o.initialPageParam);
      if (d.pages.length && pageParam == null) break;
      d = { pages: [...d.pages, await queryFn({ pageParam })], pageParams: [...d.pageParams, pageParam] };
    }
    return d;
  }
}

/** The library's shouldFetchOptionally: another query, or one just enabled, that is stale. */
const fetchOptionally = (q: Query, prevQuery: Query | undefined, o: Opts, prev: Opts | undefined): boolean => (q !== prevQuery || prev?.enabled === false) && o.enabled !== false && q.isStale(o.staleTime);

class QueryObserver {
  listeners = new Set<() => void>();
  declare query: Query;
  declare result?: Opts;
  tracked = new Set<string>();
  declare last?: Query;

  constructor(
    public client: QueryClient,
    public options: Opts,
  ) {
    this.setOptions(options);
  }

  /**
   * The library's isStale, which is also its shouldFetchOnMount with its defaults (refetchOnMount and retryOnMount
   * on): enabled, and no data yet or stale.
   */
  stale(q: Query, o = this.options): boolean {
    return o.enabled !== false && q.isStale(o.staleTime);
  }

  setOptions(options: Opts) {
    const prev = this.options;
    const prevQuery = this.query;
    this.options = options;
    const q = this.swap();
    q.setOptions(options);
    if (this.listeners.size && fetchOptionally(q, prevQuery, options, prev)) this.run();
    this.update();
  }

  /** What the component draws now, as the library's optimistic result: a fetch about to start already shows. */
  optimistic(options: Opts): Opts {
    const q = this.client.build(options);
    const mounted = this.listeners.size > 0;
    const fetching = mounted ? fetchOptionally(q, this.query, options, this.options) : this.stale(q, options);
    const r = this.make(q, options, fetching);
    if (!shallowEqual(this.result, r)) this.result = r;
    return r;
  }

  make(q: Query, o: Opts, fetching = false): Opts {
    const s = q.state;
    let { data, status, error } = s;
    let fetchStatus = s.fetchStatus;
    if (fetching) {
      fetchStatus = canRun(o.networkMode) ? 'fetching' : 'paused';
      if (data === undefined) {
        error = null;
        status = 'pending';
      }
    }
    let isPlaceholderData = false;
    if (o.placeholderData !== undefined && data === undefined && status === 'pending') {
      const placeholder = typeof o.placeholderData === 'function' ? o.placeholderData(this.last?.state.data, this.last) : o.placeholderData;
      if (placeholder !== undefined) {
        status = 'success';
        data = replaceEqualDeep(this.result?.data, placeholder);
        isPlaceholderData = true;
      }
    }
    const isFetching = fetchStatus === 'fetching';
    const r: Opts = { status, fetchStatus, isPending: status === 'pending', isSuccess: status === 'success', isError: status === 'error', isFetching, isPlaceholderData, data, error, refetch: this.refetch };
    if (o.getNextPageParam) {
      const d = data as Pages | undefined;
      r.hasNextPage = !!d?.pages.length && nextParam(o, d) != null;
      r.isFetchingNextPage = isFetching && s.more;
      r.fetchNextPage = this.fetchNextPage;
    }
    return r;
  }

  update() {
    const prev = this.result;
    const next = this.make(this.query, this.options);
    if (this.query.state.data !== undefined) this.last = this.query;
    if (shallowEqual(prev, next)) return;
    this.result = next;
    // Only a change of a field the component read redraws it (the library's tracked props).
    if (!prev || !this.tracked.size || [...this.tracked].some((k) => prev[k] !== next[k])) this.listeners.forEach(schedule);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.query.add(this);
      if (this.stale(this.query)) this.run();
      else this.update();
    }
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.query.remove(this);
    };
  };

  /** The query of the options now (a new one when the key changed or the old one was collected), observed if this is. */
  swap(): Query {
    const prev = this.query;
    const q = this.client.build(this.options);
    if (q !== prev) {
      this.query = q;
      if (this.listeners.size) {
        prev?.remove(this);
        q.add(this);
      }
    }
    return q;
  }

  run(cancelRefetch = false, more = false): Promise<Opts> {
    return this.swap()
      .fetch(this.options, cancelRefetch, more)
      .catch(noop)
      .then(() => (this.update(), this.result!));
  }

  refetch = (o: { cancelRefetch?: boolean } = {}) => this.run(o.cancelRefetch ?? true);
  fetchNextPage = (o: { cancelRefetch?: boolean } = {}) => this.run(o.cancelRefetch ?? true, true);

  track(r: Opts): Opts {
    const t = {};
    for (const k of Object.keys(r)) Object.defineProperty(t, k, { enumerable: true, get: () => (this.tracked.add(k), r[k]) });
    return t;
  }
}

interface MutationState {
  status: 'idle' | Status;
  data: unknown;
  error: unknown;
  variables: unknown;
  context: unknown;
  isPaused: boolean;
}
const IDLE: MutationState = { status: 'idle', data: undefined, error: null, variables: undefined, context: undefined, isPaused: false };

class Mutation {
  state = IDLE;
  observers = new Set<MutationObserver>();
  constructor(
    public client: QueryClient,
    public options: Opts,
  ) {}

  set(patch: Partial<MutationState>) {
    this.state = { ...this.state, ...patch };
    if (this.state.status === 'pending') this.client.mutations.add(this);
    else this.client.mutations.delete(this);
    this.observers.forEach((o) => o.update());
  }

  async execute(variables: unknown): Promise<unknown> {
    const o = () => this.options;
    this.set({ ...IDLE, status: 'pending', variables, isPaused: !canRun(o().networkMode) });
    try {
      const context = await o().onMutate?.(variables);
      if (context !== this.state.context) this.set({ context });
      const data = await attempt(() => o().mutationFn(variables), { retry: 0, ...o() }, () => false, (isPaused) => this.set({ isPaused }));
      await o().onSuccess?.(data, variables, this.state.context);
      await o().onSettled?.(data, null, variables, this.state.context);
      this.set({ data, error: null, status: 'success', isPaused: false });
      return data;
    } catch (error) {
      try {
        await o().onError?.(error, variables, this.state.context);
        await o().onSettled?.(undefined, error, variables, this.state.context);
        throw error;
      } finally {
        this.set({ data: undefined, error, isPaused: false, status: 'error' });
      }
    }
  }
}

class MutationObserver {
  listeners = new Set<() => void>();
  declare mutation?: Mutation;
  declare result: Opts;

  constructor(
    public client: QueryClient,
    public options: Opts,
  ) {
    this.update(true);
  }

  setOptions(options: Opts) {
    this.options = this.client.mutationDefaults(options);
    if (this.mutation?.state.status === 'pending') this.mutation.options = this.options;
  }

  update(quiet = false) {
    const s = this.mutation?.state ?? IDLE;
    this.result = { ...s, isPending: s.status === 'pending', isSuccess: s.status === 'success', isError: s.status === 'error', mutate: this.mutate, reset: this.reset };
    if (!quiet) this.listeners.forEach(schedule);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  mutate = (variables: unknown): Promise<unknown> => {
    this.mutation?.observers.delete(this);
    this.mutation = new Mutation(this.client, this.options);
    this.mutation.observers.add(this);
    return this.mutation.execute(variables);
  };

  reset = () => {
    this.mutation?.observers.delete(this);
    this.mutation = undefined;
    this.update();
  };
}

interface Filters {
  queryKey?: Key;
}

export class QueryClient {
  queries = new Map<string, Query>();
  mutations = new Set<Mutation>();
  defaults: { queries?: Opts; mutations?: Opts };

  constructor(config: { defaultOptions?: QueryClient['defaults'] } = {}) {
    this.defaults = config.defaultOptions ?? {};
    clients.add(this);
  }

  queryDefaults(options: Opts): Opts {
    const o: Opts = { retry: 3, ...this.defaults.queries, ...options };
    o.refetchOnReconnect ??= o.networkMode !== 'always';
    if (o.queryFn === skipToken) o.enabled = false;
    return o;
  }

  mutationDefaults(options: Opts): Opts {
    return { ...this.defaults.mutations, ...options };
  }

  build(options: Opts): Query {
    const hash = hashKey(options.queryKey);
    let q = this.queries.get(hash);
    if (!q) this.queries.set(hash, (q = new Query(this, options.queryKey, hash, options)));
    return q;
  }

  find({ queryKey }: Filters = {}): Query[] {
    return [...this.queries.values()].filter((q) => !queryKey || partial(q.queryKey, queryKey));
  }

  invalidateQueries(filters: Filters = {}): Promise<void> {
    const found = this.find(filters);
    found.forEach((q) => q.state.invalid || q.set({ invalid: true }));
    // refetchType 'active' (the library's default): the queries an enabled observer shows.
    return Promise.all(
      found
        .filter((q) => q.active())
        .map((q) => {
          const p = q.fetch(undefined, true).catch(noop);
          return q.state.fetchStatus === 'paused' ? undefined : p;
        }),
    ).then(noop);
  }

  cancelQueries(filters: Filters = {}): Promise<void> {
    return Promise.all(this.find(filters).map((q) => q.cancel(true))).then(noop);
  }

  getQueryData(queryKey: Key): unknown {
    return this.queries.get(hashKey(queryKey))?.state.data;
  }

  setQueryData(queryKey: Key, updater: unknown): unknown {
    const q = this.queries.get(hashKey(queryKey));
    const data = typeof updater === 'function' ? updater(q?.state.data) : updater;
    if (data === undefined) return undefined;
    const query = q ?? this.build(this.queryDefaults({ queryKey }));
    query.set({ data: replaceEqualDeep(query.state.data, data), dataUpdatedAt: Date.now(), error: null, invalid: false, status: 'success' });
    return query.state.data;
  }

  setQueriesData(filters: Filters, updater: unknown): void {
    this.find(filters).forEach((q) => this.setQueryData(q.queryKey, updater));
  }

  isMutating(filters: { mutationKey?: Key } = {}): number {
    return [...this.mutations].filter((m) => !filters.mutationKey || (m.options.mutationKey && partial(m.options.mutationKey, filters.mutationKey))).length;
  }
}

const ClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(client?: QueryClient): QueryClient {
  const found = useContext(ClientContext);
  if (client) return client;
  if (!found) throw new Error('No QueryClient set');
  return found;
}

export function useQuery(options: Opts): any {
  const client = useQueryClient();
  const defaulted = client.queryDefaults(options);
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.optimistic(defaulted);
  useSyncExternalStore(
    useCallback((listener: () => void) => observer.subscribe(listener), [observer]),
    () => observer.result,
    () => observer.result,
  );
  useEffect(() => observer.setOptions(defaulted), [defaulted, observer]);
  return observer.track(result);
}

export const useInfiniteQuery: (options: Opts) => any = useQuery;

export function useMutation(options: Opts): any {
  const client = useQueryClient();
  const [observer] = useState(() => new MutationObserver(client, client.mutationDefaults(options)));
  useEffect(() => observer.setOptions(options), [observer, options]);
  const result = useSyncExternalStore(
    useCallback((listener: () => void) => observer.subscribe(listener), [observer]),
    () => observer.result,
    () => observer.result,
  );
  const mutate = useCallback((variables: unknown) => void observer.mutate(variables).catch(noop), [observer]);
  return { ...result, mutate, mutateAsync: result.mutate };
}
