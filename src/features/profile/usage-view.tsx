import { AllowanceRing } from '../../ui/allowance-ring';
import { iconData, iconPhone, iconSms, type IconPaths } from '../../ui/icons';
import { useDates } from '../../i18n/format-context';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Line } from '../../domain/line-view';

export const MB_PER_GB = 1024;

/** A day as the customer reads it, written as every page writes dates (src/i18n/format-context.tsx `useDates`). */
export function useDay(): (at: number) => string {
  return useDates().date;
}

/** A day inside a sentence, machine-readable too (`<time dateTime>`, the exact instant). */
export function Day({ at }: { at: number }) {
  const day = useDay();
  return <time dateTime={new Date(at).toISOString()}>{day(at)}</time>;
}

type Usage = NonNullable<Line['usage']>;

type Kind = 'dataMb' | 'minutes' | 'sms';
/** What the rings show: what is left of each allowance, and (for a line) when each part of it expires. */
type Shown = Pick<Usage, 'remaining' | 'allowance'> & Partial<Pick<Usage, 'allowances' | 'renewsAt'>>;

/**
 * When the part of an allowance that goes first expires: the soonest end among the line's grants that still hold
 * some of it (the plan's at the renewal, a bundle's or reward's on its own date); the renewal when none is listed.
 */
export function nextExpiry(usage: Pick<Usage, 'allowances' | 'renewsAt'>, kind: Kind): number {
  const ends = (usage.allowances ?? []).filter((a) => (a.remaining[kind] ?? 0) > 0).map((a) => a.expiresAt);
  return ends.length ? Math.min(...ends) : usage.renewsAt;
}

/** One allowance as a ring: "Data / 31.4 GB left of 40 GB", its expiry under it (src/ui/allowance-ring.tsx). */
function Allowance({ usage, kind, icon, labelId, textId }: { usage: Shown; kind: Kind; icon: IconPaths; labelId: string; textId: string }) {
  const intl = useIntl();
  const gb = kind === 'dataMb';
  const left = usage.remaining[kind];
  const total = usage.allowance[kind];
  const shown = (n: number) => intl.formatNumber(gb ? n / MB_PER_GB : n, { maximumFractionDigits: gb ? 1 : 0 });
  return (
    <AllowanceRing
      className="usage-bar"
      icon={icon}
      left={left}
      total={total}
      label={
        <>
          <strong>
            <FormattedMessage id={labelId} />
          </strong>{' '}
          <FormattedMessage id={textId} values={{ left: shown(left), total: shown(total) }} />
        </>
      }
      expiry={usage.renewsAt === undefined ? undefined : <FormattedMessage id="home_expires_on" values={{ date: <Day at={nextExpiry({ allowances: usage.allowances, renewsAt: usage.renewsAt }, kind)} /> }} />}
    />
  );
}

/**
 * What is left of the line's data, minutes and SMS, each as a ring with its own expiry when the usage says when;
 * `onlyGiven` leaves out what gives none of a unit (a data bundle has no minutes ring: My subscriptions, issue 44).
 */
export function UsageBars({ usage, onlyGiven = false }: { usage: Shown; onlyGiven?: boolean }) {
  const shown = (kind: Kind) => !onlyGiven || usage.allowance[kind] > 0;
  return (
    <div className="usage">
      {shown('dataMb') && <Allowance usage={usage} kind="dataMb" icon={iconData} labelId="home_data" textId="home_data_left" />}
      {shown('minutes') && <Allowance usage={usage} kind="minutes" icon={iconPhone} labelId="home_minutes" textId="home_minutes_left" />}
      {shown('sms') && <Allowance usage={usage} kind="sms" icon={iconSms} labelId="home_sms" textId="home_sms_left" />}
    </div>
  );
}
