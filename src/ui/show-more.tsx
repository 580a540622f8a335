import { useEffect, useRef } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { EndpointPages } from '../api/use-endpoint-pages';
import { ScreenMessages, type AreaMessages } from '../i18n/screen-messages';
import { MessageText } from './message-text';

/** Texts of the "Show more" control under the account lists (orders, service requests, loyalty history). */
export const showMoreMessages: AreaMessages = {
  en: {
    list_show_more: 'Show more',
    list_loading_more: 'Loading more…',
    list_shown: '{count} shown',
    list_more_failed: 'We could not load more. Please try again.',
  },
  ur: {
    list_show_more: 'مزید دکھائیں',
    list_loading_more: 'مزید لوڈ ہو رہا ہے…',
    list_shown: '{count} دکھائے گئے',
    list_more_failed: 'ہم مزید لوڈ نہیں کر سکے۔ براہ کرم دوبارہ کوشش کریں۔',
  },
};

/**
 * Under a list read page by page: how many are shown (announced as it grows) and a "Show more" button while the
 * gateway has more. Loading keeps the button focusable (aria-disabled), so the keyboard stays where it was; when
 * the last page came and the button goes, the focus moves to the count instead of falling to the page. A failed
 * page is announced and the same button tries again.
 */
export function ShowMore<Item>({ pages }: { pages: EndpointPages<Item> }) {
  const { query, items, hasMore, showMore } = pages;
  const loading = query.isFetchingNextPage;
  const count = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current && !hasMore && !loading) {
      pressed.current = false;
      count.current?.focus();
    }
  }, [hasMore, loading]);
  const pagesRead = query.data?.pages.length ?? 0;
  if (!items || (!hasMore && pagesRead < 2 && !query.isFetchNextPageError)) return null;
  return (
    <ScreenMessages messages={showMoreMessages}>
      <div className="list-more stack" data-testid="show-more">
        <p className="hint" role="status" tabIndex={-1} ref={count}>
          <FormattedMessage id="list_shown" values={{ count: <FormattedNumber value={items.length} /> }} />
        </p>
        {query.isFetchNextPageError && !loading ? (
          <MessageText id="list_more_failed" role="alert" className="field-error" />
        ) : null}
        {hasMore || query.isFetchNextPageError ? (
          <button
            type="button"
            className="secondary"
            aria-disabled={loading}
            aria-busy={loading}
            onClick={() => {
              pressed.current = true;
              showMore();
            }}
          >
            <FormattedMessage id={loading ? 'list_loading_more' : 'list_show_more'} />
          </button>
        ) : null}
      </div>
    </ScreenMessages>
  );
}
