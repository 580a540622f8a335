import { FormattedMessage } from 'react-intl';
import { useEndpointQuery } from '../../api/use-endpoint-query';

/** Same-site banner links only: a banner never sends the customer off the site (an absolute link is dropped). */
export function safeBannerLink(link: string | undefined): string | undefined {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
}

/**
 * The offers of GET_BANNERS (SPEC §7: limit 10, offset 0) as a list of titled links. A failed load shows
 * nothing: banners are extras and must not stand between the customer and the plans.
 */
export function Banners() {
  const banners = useEndpointQuery('GET_BANNERS', { query: { limit: 10, offset: 0 } });
  const list = (banners.data ?? []).filter((b) => b.title);
  if (!list.length) return null;
  return (
    <nav aria-labelledby="banners-label" className="banners">
      <h2 id="banners-label" className="visually-hidden">
        <FormattedMessage id="banners_label" />
      </h2>
      <ul>
        {list.map((b) => {
          const link = safeBannerLink(b.link);
          return <li key={b.id}>{link ? <a href={link}>{b.title}</a> : b.title}</li>;
        })}
      </ul>
    </nav>
  );
}
