import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../api/queries';

/** What a share or an advance changes in what other screens have read: the lines' balances and histories. */
const CHANGED = ['GET_LINES', 'GET_LINE', 'GET_HISTORY', 'GET_BALANCE_SHARE_OPTIONS', 'GET_ADVANCE_OPTIONS'] as const;

/**
 * Forgets what the airtime screens and the home have read, once the airtime moved. A module of its own: the advance's
 * screens took it from the balance share's, and with it that whole chunk (the share's form, the code input) on the
 * advance's first step (issue 47).
 */
export function useAirtimeChanged(): void {
  const queries = useQueryClient();
  useEffect(() => {
    for (const name of CHANGED) void queries.invalidateQueries({ queryKey: endpointKey(name) });
  }, [queries]);
}
