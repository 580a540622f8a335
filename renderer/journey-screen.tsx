import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { useActorSnapshot } from './use-actor-snapshot';
import type { ScreenRegistry } from './screen-registry';
import { FallbackScreen } from './fallback-screen';

/** Maps the actor's current state to its screen; this is all the React layer does with a journey. */
export function JourneyScreen({
  actor,
  registry,
  send,
}: {
  actor: AnyActorRef;
  registry: ScreenRegistry;
  send: (event: EventObject & Record<string, unknown>) => void;
}) {
  const snapshot = useActorSnapshot(actor) as AnyMachineSnapshot;
  const resolved = registry.resolve(snapshot);
  if (resolved.kind === 'missing') {
    return <FallbackScreen snapshot={snapshot} meta={resolved.meta} send={send} state={resolved.state} />;
  }
  const Screen = resolved.entry.screen;
  return <Screen snapshot={snapshot} meta={resolved.meta} send={send} />;
}
