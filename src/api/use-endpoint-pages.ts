import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { EndpointName } from '../../schemas/endpoints';
import type { ApiError } from './api-error';
import type { CallInput, ResponseOf } from './api-client';
import { useApi } from './api-context';
import { LIST_PAGE } from './list-page';

/** One page of a list: its items, and the `after` of the page that follows (undefined at the end). */
export interface ListPage<Item> {
  items: Item[];
  next: string | undefined;
}

export interface EndpointPages<Item> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<Item>, string | undefined>, ApiError>;
  /** Every item of the pages read so far, in the gateway's order, each once. */
  items: Item[] | undefined;
  hasMore: boolean;
  showMore: () => void;
}

/**
 * A registry list call read page by page (issue 31): the first page at once, the next when `showMore()` is called.
 * `input(after)` is the call's input for the page after `after` (async where the call needs a fresh answer, as
 * the order list's captcha); `pageOf` reads a page and its `after` out of the answer; `keyOf` names an item.
 */
export function useEndpointPages<N extends EndpointName, Item>(
  name: N,
  options: {
    queryKey: QueryKey;
    input: (after: string | undefined) => Omit<CallInput<N>, 'signal'> | Promise<Omit<CallInput<N>, 'signal'>>;
    pageOf: (answer: ResponseOf<N>) => ListPage<Item>;
    keyOf: (item: Item) => string;
    retry?: (failures: number, error: ApiError) => boolean;
    enabled?: boolean;
  },
): EndpointPages<Item> {
  const api = useApi();
  const query = useInfiniteQuery<ListPage<Item>, ApiError, InfiniteData<ListPage<Item>, string | undefined>, QueryKey, string | undefined>({
    queryKey: options.queryKey,
    initialPageParam: undefined,
    queryFn: async ({ pageParam, signal }) => options.pageOf(await api.call(name, { ...(await options.input(pageParam)), signal })),
    getNextPageParam: (last) => last.next,
    enabled: options.enabled ?? true,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  const seen = new Set<string>();
  // An item that moved between two reads (an order that finished) is shown once, where it was first read.
  const items = query.data?.pages.flatMap((p) => p.items).filter((item) => !seen.has(options.keyOf(item)) && Boolean(seen.add(options.keyOf(item))));
  return {
    query,
    items,
    hasMore: query.hasNextPage,
    showMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/**
 * A page of a call that answers a bare list, asked with `limit: size + 1` (LIST_PAGE unless said): the first `size`
 * items, and a next page when the extra one came back.
 */
export function pageOfList<Item>(list: readonly Item[], keyOf: (item: Item) => string, size: number = LIST_PAGE): ListPage<Item> {
  const items = list.slice(0, size);
  return { items, next: list.length > size ? keyOf(items[items.length - 1]!) : undefined };
}
