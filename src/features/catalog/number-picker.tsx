import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StepError } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { endpointKey } from '../../api/queries';
import type { NumberLock } from './journey-data';
import type { OnboardingData } from '../checkout';
import { displayNumber, firstCount, lockHolds, moreCount } from './number-choice';
import { lockOutcome } from './lock-outcome';
import { formatPrice } from '../../i18n/format';
import { useNumbers, usePriceFormat, useRenderCounts } from './catalog-queries';
import { Price } from './catalog-parts';
import { LoadProblem, Loading } from '../../ui/feedback';
import { verbatim } from '../../i18n/literal-messages';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { MessageText } from '../../ui/message-text';

const CATEGORY_MESSAGE: Record<string, string> = { free: 'number_free', premium: 'number_premium', golden: 'number_golden' };

/**
 * The new-number picker: categories (free, premium, golden), numbers in pages of the render counts. Choosing a
 * number asks the connection step's work to lock it (`onChoose`; journeys/onboarding.json lockChosenNumber); a
 * number someone else holds is announced (`error`), and the list is read again to choose again. The gateway lists
 * the customer's own locked number first (GET_NUMBERS), so after a lock a returning customer finds it at the top.
 */
export function NumberPicker({ data, locking, error, onChoose }: { data: OnboardingData; locking: boolean; error: StepError | null; onChoose: (lock: NumberLock) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const format = usePriceFormat();
  const counts = useRenderCounts();
  const categories = useEndpointQuery('GET_NUMBER_CATEGORIES');
  const golden = useEndpointQuery('GET_GOLDEN_NUMBER_CATEGORIES');
  const [categoryId, setCategoryId] = useState(data.numberCategory ?? 'free');
  const category = categories.data?.find((c) => c.id === categoryId) ?? categories.data?.[0];
  const numberClass = category?.numberClass ?? 'FREE_NUMBER';
  const [limits, setLimits] = useState<Record<string, number>>({});
  const limit = limits[category?.id ?? ''] ?? firstCount(numberClass, counts);
  const numbers = useNumbers(category?.id, limit);
  const [openedAt] = useState(() => Date.now());
  const chosen = data.numberLock?.number;
  const pending = locking && chosen ? chosen : undefined;
  const outcome = error && chosen ? lockOutcome(error, chosen) : undefined;

  // A lock taken, or a number someone else holds: the list is read again (the customer's own number comes first).
  const taken = outcome?.kind === 'taken';
  useEffect(() => {
    if (data.lockedUntil || taken) void queryClient.invalidateQueries({ queryKey: endpointKey('GET_NUMBERS') });
  }, [data.lockedUntil, taken, queryClient]);

  const choose = (number: string) => {
    const picked = numbers.data?.find((n) => n.number === number);
    onChoose({ number, numberCategory: picked?.category ?? category?.id ?? 'free', numberClass: picked?.numberClass ?? numberClass, numberPrice: picked?.price ?? 0 });
  };

  if (categories.isPending) return <Loading />;
  if (categories.isError) return <LoadProblem onRetry={() => void categories.refetch()} />;
  const held = lockHolds(data, openedAt) ? data.selectedNumber : undefined;
  const patterns = (golden.data ?? []).map((g) => g.name).join(', ');

  return (
    <div className="number-picker">
      <ChoiceCards layout="pills" legend={<FormattedMessage id="number_category_label" />}>
        {categories.data.map((c) => (
          <ChoiceCard key={c.id} name="number-category" checked={c.id === category?.id} onChange={() => setCategoryId(c.id)}
            label={intl.formatMessage({ id: CATEGORY_MESSAGE[c.id] ?? 'number_free', defaultMessage: verbatim(c.name ?? c.id) })}
            price={<Price text={formatPrice(c.price, format)} />} />
        ))}
      </ChoiceCards>
      {category?.golden && patterns && (
        <MessageText id="golden_patterns" values={{ patterns }} />
      )}
      <div role="alert" aria-live="assertive" className="number-outcome">
        {outcome && outcome.kind !== 'locked' && <FormattedMessage id={outcome.messageId} values={{ number: <bdi dir="ltr">{displayNumber(outcome.number)}</bdi> }} />}
      </div>
      <p role="status">
        {pending && <FormattedMessage id="number_locking" values={{ number: <bdi dir="ltr">{displayNumber(pending)}</bdi> }} />}
        {!pending && held && <FormattedMessage id="number_locked" values={{ number: <bdi dir="ltr">{displayNumber(held)}</bdi> }} />}
      </p>
      {numbers.isPending ? (
        <Loading />
      ) : numbers.isError ? (
        <LoadProblem onRetry={() => void numbers.refetch()} />
      ) : numbers.data.length === 0 ? (
        <MessageText id="number_none" role="status" />
      ) : (
        <ChoiceCards className="number-list" layout="grid" legend={<FormattedMessage id="numbers_label" />}>
          {numbers.data.map((n) => (
            <ChoiceCard
              key={n.number}
              name="selected-number"
              value={n.number}
              checked={(pending ?? held) === n.number}
              disabled={locking}
              onChange={() => choose(n.number)}
              aria-label={intl.formatMessage({ id: 'number_choose' }, { number: displayNumber(n.number) })}
              label={<bdi dir="ltr">{displayNumber(n.number)}</bdi>}
            />
          ))}
        </ChoiceCards>
      )}
      {numbers.data && numbers.data.length >= limit && limit < counts.max && (
        <button type="button" className="secondary" onClick={() => setLimits({ ...limits, [category?.id ?? '']: moreCount(limit, numberClass, counts) })}>
          <FormattedMessage id="number_show_more" />
        </button>
      )}
    </div>
  );
}
