/** The order tracker's steps (issue 46 part 4), as a pure function of what the gateway says about the order. */

export interface TrackerStep {
  /** The step's words: tracker_<id> (tracking-messages.ts). */
  readonly id: string;
  readonly state: 'done' | 'current' | 'upcoming';
  readonly at?: number;
}

interface Facts {
  readonly order: { status: string; createdAt?: number; simType?: string };
  readonly shipment?: { method?: string; events: ReadonlyArray<{ status: string; at: number }> } | undefined;
  readonly line?: { status: string; activatedAt: number | null } | undefined;
}

const PAID = new Set(['PLACED', 'APPROVED', 'COMPLETED']);
const ENDED = new Set(['FAILED', 'CANCELLED']);

/**
 * The order's states in order, each done (with its date when the gateway has one), the first not done current, the
 * rest to come: ordered, paid, then a physical SIM's way (dispatched, out for delivery, delivered; or ready to
 * collect), then the line's activation. A failed or cancelled order ends after "ordered".
 * @example trackerSteps({ order: { status: 'PLACED', createdAt: 1 }, shipment: { events: [{ status: 'PENDING', at: 2 }] } })
 *   // ordered done at 1, paid done at 2, dispatched current, out for delivery, delivered, activated to come
 */
export function trackerSteps({ order, shipment, line }: Facts): TrackerStep[] {
  const status = order.status.toUpperCase();
  const ordered = { id: 'ordered', done: true, at: order.createdAt };
  if (ENDED.has(status)) return mark([ordered, { id: status === 'FAILED' ? 'failed' : 'cancelled', done: true }]);
  const events = shipment?.events ?? [];
  const activated = Boolean(line && line.status !== 'PendingActivation' && line.activatedAt);
  const atOf = (s: string) => [...events].reverse().find((e) => e.status === s)?.at;
  const paid = { id: 'paid', done: PAID.has(status), at: PAID.has(status) ? events[0]?.at : undefined };
  const way = order.simType === 'esim' ? [] : shipment?.method === 'SELF_PICKUP' || shipment?.method === 'RETAIL' ? ['READY_FOR_PICKUP'] : ['DISPATCHED', 'OUT_FOR_DELIVERY', 'DELIVERED'];
  const shipped = way.map((s) => {
    const at = atOf(s);
    return { id: s.toLowerCase(), done: at !== undefined || activated, at };
  });
  return mark([ordered, paid, ...shipped, { id: 'activated', done: activated, at: activated ? (line?.activatedAt ?? undefined) : undefined }]);
}

/** Done steps stay done; the first step not done is current, the rest are to come. */
function mark(steps: ReadonlyArray<{ id: string; done: boolean; at?: number | undefined }>): TrackerStep[] {
  const firstOpen = steps.findIndex((s) => !s.done);
  return steps.map((s, i) => ({ id: s.id, state: s.done ? 'done' : i === firstOpen ? 'current' : 'upcoming', ...(s.at !== undefined && s.done ? { at: s.at } : {}) }));
}
