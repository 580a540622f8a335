import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFormatSettings } from '../../i18n/format-context';
import { ScreenMessages, type AreaMessages } from '../../i18n/screen-messages';
import { loyaltyMessages } from './messages';
import { NOT_MEMBER_CODE, useLoyaltySession, type Product } from './loyalty-queries';
import { LoyaltyNav } from '../../frames/loyalty-nav';
import './loyalty.css';
import { MessageLink, MessageText } from '../../ui/message-text';

/** A whole number of points with the configured locale's separators and Latin digits. */
export function usePointsFormat(): (n: number) => string {
  const { locale } = useFormatSettings();
  return (n) => {
    try {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(n);
    } catch {
      return String(Math.round(n));
    }
  };
}

/** Points and codes stay left to right inside Urdu text. */
export const Ltr = ({ children, className }: { children: ReactNode; className?: string }) => (
  <bdi dir="ltr" className={className}>
    {children}
  </bdi>
);

/** A number of points, formatted, left to right. */
export function Points({ value }: { value: number }) {
  const format = usePointsFormat();
  return <Ltr>{format(value)}</Ltr>;
}

/** A points change with its sign, one left-to-right isolate so Urdu shows "−250", not "250−". */
export function SignedPoints({ value }: { value: number }) {
  const format = usePointsFormat();
  return <Ltr>{`${value > 0 ? '+' : value < 0 ? '−' : ''}${format(Math.abs(value))}`}</Ltr>;
}

/** The UI language. */
export function useLanguage(): 'en' | 'ur' {
  return useIntl().locale.startsWith('ur') ? 'ur' : 'en';
}

/** Every loyalty page: the area's texts, the section links and the page's heading (and lead, on a framed route). */
export function LoyaltyFrame({ title, leadId, leadMessages, current, busy = false, children }: { title: ReactNode; leadId?: string; leadMessages?: AreaMessages; current?: string; busy?: boolean; children: ReactNode }) {
  const page = (
    <ScreenMessages messages={loyaltyMessages}>
      <LoyaltyNav current={current} />
      <section className="loyalty-page stack" aria-labelledby="page-title" aria-busy={busy}>
        <h1 id="page-title" className="page-title" tabIndex={-1}>
          {title}
        </h1>
        {/* A route with a frame (src/frames/route-frames.tsx): the lead its frame draws under the heading. */}
        {leadId && (
          <MessageText id={leadId} className="lead" />
        )}
        {children}
      </section>
    </ScreenMessages>
  );
  // A member's page's lead lives beside the page (src/features/loyalty/lead-messages.ts), not in the area's words,
  // which the loyalty home's first script carries.
  return leadMessages ? <ScreenMessages messages={leadMessages}>{page}</ScreenMessages> : page;
}

/** Where a signed-in customer who has not joined is sent from a member's page (useSendOn), once the answer says so. */
export const JOIN_PAGE = '/loyalty/no-account';

/** A sign-in prompt that comes back to this page afterwards. */
export function SignInPrompt({ here, messageId = 'ly_sign_in_needed' }: { here: string; messageId?: string }) {
  // A customer arriving by a hand-off is not asked to sign in while their details are read.
  const { arriving } = useLoyaltySession();
  if (arriving) return <Skeleton size="card" />;
  return (
    <div className="card stack" data-testid="loyalty-sign-in">
      <MessageText id={messageId} />
      <p>
        <Link href={`/web/login?redirect=${encodeURIComponent(here)}`} className="loyalty-cta">
          <FormattedMessage id="ly_guest_sign_in" />
        </Link>
      </p>
    </div>
  );
}

/** A failed load: says so and offers a retry. */
export function LoadFailed({ onRetry, error }: { onRetry: () => void; error?: { code?: unknown } | null }) {
  // Not having joined is not a failure (issue 30): the way in, not "could not load".
  if (error && String(error.code) === NOT_MEMBER_CODE) {
    return (
      <div role="status" className="alert alert-info" data-testid="loyalty-not-member">
        <MessageText id="ly_not_member" />
        <MessageLink href="/loyalty/no-account" id="ly_not_member_join" />
      </div>
    );
  }
  return (
    <div role="alert" className="alert alert-danger">
      <MessageText id="ly_load_failed" />
      <button type="button" className="secondary" onClick={onRetry}>
        <FormattedMessage id="ly_try_again" />
      </button>
    </div>
  );
}

/**
 * A placeholder of the final size while data loads (sizes in loyalty.css: card, row, tile; points: the member's points
 * cards, laid out and sized as those are).
 */
export const Skeleton = ({ size, count = 1 }: { size: 'card' | 'row' | 'tile' | 'points'; count?: number }) => (
  <div className={size === 'tile' ? 'loyalty-grid' : size === 'points' ? 'loyalty-columns' : 'stack'} aria-hidden="true">
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className={`skeleton loyalty-skeleton-${size}`} />
    ))}
  </div>
);

/** A reward's picture, served by the gateway, with its intrinsic size reserved. */
export function RewardImage({ product }: { product: Product }) {
  // Decorative: the reward's name is written next to it.
  if (!product.image) return null;
  return <img src={product.image.url} width={product.image.width} height={product.image.height} alt="" className="loyalty-image" />;
}

/** A tier's name in the UI language. */
export const TierName = ({ tier }: { tier: string }) => <FormattedMessage id={`ly_tier_${tier}`} />;
