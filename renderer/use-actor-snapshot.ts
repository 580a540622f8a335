import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** The one hook over a journey actor: re-renders on every snapshot, as @xstate/react's useSelector does. */
export function useActorSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const get = useCallback(() => actor.getSnapshot() as SnapshotFrom<A>, [actor]);
  return useSyncExternalStore(subscribe, get, get);
}
