import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { poll } from '../../api/poll';
import { walletOutcome } from './payment-attempt';

/**
 * Waits for a wallet approval: polls the transaction status (SPEC §9: 10 attempts, 1000 ms apart) and reports
 * success or failure; after a round without an answer it stays pending and `watch` may start another round.
 */
export function useWalletWait() {
  const api = useApi();
  const [stillPending, setStillPending] = useState(false);
  const [checking, setChecking] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const watch = useCallback(
    async (transactionId: string, onSettled: (outcome: 'success' | 'failed') => void) => {
      setChecking(true);
      setStillPending(false);
      const status = await poll(
        async () => {
          if (!alive.current) return 'GONE';
          try {
            return (await api.call('GET_EXTERNAL_TRANSACTION_STATUS', { params: { core_transaction_id: transactionId } })).status;
          } catch {
            return 'UNKNOWN';
          }
        },
        (s) => s === 'GONE' || walletOutcome(s) !== 'pending',
      );
      if (!alive.current || status === 'GONE') return;
      setChecking(false);
      const outcome = walletOutcome(status);
      if (outcome === 'pending') setStillPending(true);
      else onSettled(outcome);
    },
    [api],
  );

  return { stillPending, checking, watch };
}
