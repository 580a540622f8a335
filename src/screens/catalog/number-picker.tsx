import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { LockNumberResult } from '../../api/generated/response-types';
import type { CatalogData } from './journey-data';
import { displayNumber, firstCount, lockHolds, moreCount } from './number-choice';
import { lockOutcome, type LockOutcome } from './lock-outcome';
import { formatPrice } from '../../i18n/format';
import { useNumbers, usePriceFormat, useRenderCounts } from './catalog-queries';
import { LoadProblem, Loading, Price } from './catalog-parts';

const CATEGORY_MESSAGE: Record<string, string> = { free: 'number_free', premium: 'number_premium', golden: 'number_golden' };

/**
 * The new-number picker: categories (free, premium, golden), numbers in pages of the render counts, and a
 * LOCK on select. A number someone else holds is announced, and the list is refreshed to choose again.
 * The gateway lists the customer's own locked number first (GET_NUMBERS), so after a lock the list is read
 * again and a returning customer finds their number at the top.
 */
export function NumberPicker({ data, onLocked }: { data: CatalogData; onLocked: (patch: CatalogData) => void }) {
  const intl = useIntl();
  const api = useApi();
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
  const [outcome, setOutcome] = useState<LockOutcome | undefined>();
  const [openedAt] = useState(() => Date.now());

  const lock = useMutation<LockNumberResult, unknown, string>({
    mutationFn: (selectedNumber) => api.call('LOCK_NUMBER', { params: { selectedNumber } }),
    onMutate: () => setOutcome(undefined),
    onSuccess: (result, number) => {
      setOutcome({ kind: 'locked', number });
      void queryClient.invalidateQueries({ queryKey: ['GET_NUMBERS'] });
      const picked = numbers.data?.find((n) => n.number === number);
      onLocked({ selectedNumber: result.number, lockedUntil: result.lockedUntil, numberCategory: picked?.category ?? category?.id, numberClass: picked?.numberClass ?? numberClass, numberPrice: picked?.price ?? 0 });
    },
    onError: (error, number) => {
      const result = lockOutcome(error instanceof ApiError ? error : undefined, number);
      setOutcome(result);
      if (result.kind === 'taken') void queryClient.invalidateQueries({ queryKey: ['GET_NUMBERS'] });
    },
  });

  if (categories.isPending) return <Loading />;
  if (categories.isError) return <LoadProblem onRetry={() => void categories.refetch()} />;
  const held = lockHolds(data, openedAt) ? data.selectedNumber : undefined;
  const patterns = (golden.data ?? []).map((g) => g.name).join(', ');

  return (
    <div className="number-picker">
      <fieldset className="choices">
        <legend>
          <FormattedMessage id="number_category_label" />
        </legend>
        {categories.data.map((c) => (
          <label key={c.id} className="radio">
            <input type="radio" name="number-category" checked={c.id === category?.id} onChange={() => setCategoryId(c.id)} />
            {intl.formatMessage({ id: CATEGORY_MESSAGE[c.id] ?? 'number_free', defaultMessage: c.name ?? c.id })}{' '}
            <Price text={formatPrice(c.price, format)} />
          </label>
        ))}
      </fieldset>
      {category?.golden && patterns && (
        <p>
          <FormattedMessage id="golden_patterns" values={{ patterns }} />
        </p>
      )}
      <div role="alert" aria-live="assertive" className="number-outcome">
        {outcome && outcome.kind !== 'locked' && <FormattedMessage id={outcome.messageId} values={{ number: <bdi dir="ltr">{displayNumber(outcome.number)}</bdi> }} />}
      </div>
      <p role="status">
        {lock.isPending && lock.variables && <FormattedMessage id="number_locking" values={{ number: <bdi dir="ltr">{displayNumber(lock.variables)}</bdi> }} />}
        {!lock.isPending && held && <FormattedMessage id="number_locked" values={{ number: <bdi dir="ltr">{displayNumber(held)}</bdi> }} />}
      </p>
      {numbers.isPending ? (
        <Loading />
      ) : numbers.isError ? (
        <LoadProblem onRetry={() => void numbers.refetch()} />
      ) : numbers.data.length === 0 ? (
        <p role="status">
          <FormattedMessage id="number_none" />
        </p>
      ) : (
        <fieldset className="number-list">
          <legend>
            <FormattedMessage id="numbers_label" />
          </legend>
          {numbers.data.map((n) => (
            <label key={n.number} className="radio">
              <input
                type="radio"
                name="selected-number"
                value={n.number}
                checked={(lock.isPending ? lock.variables : held) === n.number}
                disabled={lock.isPending}
                onChange={() => lock.mutate(n.number)}
                aria-label={intl.formatMessage({ id: 'number_choose' }, { number: displayNumber(n.number) })}
              />
              <bdi dir="ltr">{displayNumber(n.number)}</bdi>
            </label>
          ))}
        </fieldset>
      )}
      {numbers.data && numbers.data.length >= limit && limit < counts.max && (
        <button type="button" onClick={() => setLimits({ ...limits, [category?.id ?? '']: moreCount(limit, numberClass, counts) })}>
          <FormattedMessage id="number_show_more" />
        </button>
      )}
    </div>
  );
}
