import { memo } from 'react';
import { useLandingCall } from '../../landing/use-landing-call';
import { gatewayAsset } from '../../config/runtime-config';
import { BannerRow } from '../../landing/landing-frame';
import { safeDestination } from '../../config/safe-destination';

/**
 * A banner's link through the one check of server-given addresses (src/config/safe-destination.ts): a path on this
 * site or a trusted https page; `/\\evil.example/x`, `//x`, `javascript:` and the like are dropped (the banner shows unlinked).
 */
export function safeBannerLink(link: string | undefined): string | undefined {
  return safeDestination(link);
}

/**
 * The offers of GET_BANNERS (SPEC §7: limit 10, offset 0) as a row of links to where each offer is taken up. The
 * words are text over the art (issue 30: words drawn into the image stayed English in Urdu): the headline shows,
 * the title completes the link's name; the image carries no words and is decoration (alt=""). The row keeps its
 * height while loading; a failed load shows nothing: banners are extras and must not stand between the customer
 * and the plans.
 */
export const Banners = memo(function Banners() {
  const banners = useLandingCall('GET_BANNERS', { query: { limit: 10, offset: 0 } });
  if (banners.isPending) return <BannerRow labelled={false} />;
  const list = (banners.data ?? []).filter((b) => b.title);
  if (!list.length) return null;
  return (
    <BannerRow>
      <ul className="banner-list">
        {list.map((b, i) => {
          const link = safeBannerLink(b.link);
          const src = b.imageUrl ? gatewayAsset(b.imageUrl) : undefined;
          const headline = b.headline && b.headline !== b.title ? b.headline : undefined;
          const face = (
            <>
              {src && <img src={src} alt="" width={b.width ?? 320} height={b.height ?? 160} loading={i < 3 ? 'eager' : 'lazy'} decoding="async" />}
              <span className={src ? 'banner-words' : 'banner-text'}>
                {headline ? (
                  <>
                    <strong>{headline}</strong> <span className="visually-hidden">{b.title}</span>
                  </>
                ) : (
                  <strong>{b.title}</strong>
                )}
              </span>
            </>
          );
          return (
            <li key={b.id} className="banner-card">
              {link ? <a href={link}>{face}</a> : <span className="banner-face">{face}</span>}
            </li>
          );
        })}
      </ul>
    </BannerRow>
  );
});
