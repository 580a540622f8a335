import { useEffect, useState } from 'react';

/**
 * The time now, read again every `intervalMs`: the one clock of the screens whose rules depend on the time
 * (a code's countdown, a booster that starts or ends while its page is open), so each re-renders as the time
 * passes and decides from the same reading. A machine's own deadlines stay its `after` delays; this clock only
 * redraws what a screen derives from the time.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
