import type { Handler, HandlerMap } from '../http/context';
import type { Queryable } from '../db/database';
import { agentsOnline } from '../integrations/support-widget';
import { toRequest, type SrRow } from './service-request-handlers';

/**
 * Issue 46 part 5: a support chat a signed-in customer starts is one of their requests (type CHAT), with a reference
 * they can quote (CH- and six digits or more, from a sequence: never two alike) and the chat's first message as its
 * topic. What the sandbox plays (docs/decisions/2026-11-29-chat-requests.md): started while an agent is online, the
 * agent answers in the chat two minutes later and the chat ends an hour after it started; started while no one is
 * online (the widget's offline form), the message is answered by email a day later and the request closes a day
 * after that. The steps are taken as the sandbox clock passes them, when the customer's requests are next read.
 */
export const CHAT = 'CHAT';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** When a chat is answered (IN_PROGRESS, "Answered") and closed (COMPLETED), from its start, by who was online then. */
export const CHAT_STEPS: Readonly<Record<'online' | 'offline', ReadonlyArray<{ status: string; afterMs: number }>>> = {
  online: [{ status: 'IN_PROGRESS', afterMs: 2 * MINUTE_MS }, { status: 'COMPLETED', afterMs: 60 * MINUTE_MS }],
  offline: [{ status: 'IN_PROGRESS', afterMs: DAY_MS }, { status: 'COMPLETED', afterMs: 2 * DAY_MS }],
};

interface ChatRow { id: string; status: string; payload: { agentsOnline?: boolean }; created_at: string }

/** Moves the customer's open chats on by the clock (called before their requests are read, gateway/handlers/plan-switch-handlers.ts). */
export async function applyDueChats(q: Queryable, userId: string, now: number): Promise<void> {
  const { rows } = await q.query<ChatRow>(
    `SELECT id, status, payload, created_at FROM service_requests WHERE user_id = $1 AND type = $2 AND status IN ('SUBMITTED', 'IN_PROGRESS') ORDER BY id FOR UPDATE`,
    [userId, CHAT],
  );
  for (const r of rows) {
    const reached = CHAT_STEPS[r.payload.agentsOnline ? 'online' : 'offline'].filter((s) => now >= Number(r.created_at) + s.afterMs);
    const last = reached[reached.length - 1];
    if (!last || last.status === r.status) continue;
    await q.query('UPDATE service_requests SET status = $2, updated_at = $3 WHERE id = $1', [r.id, last.status, Number(r.created_at) + last.afterMs]);
  }
}

/**
 * Starts a chat request. One per Idempotency-Key (the registry marks START_CHAT keyed: twenty parallel starts of one
 * conversation make one request, and the key sent with another topic is 422 IDEMPOTENCY_KEY_REUSED).
 */
const start: Handler<{ topic?: string }> = async ({ services, caller, body }) => {
  const now = services.clock.now();
  // Kept as typed, without the spaces around it; a topic of spaces alone is no topic.
  const topic = (body.topic ?? '').trim();
  const payload = { ...(topic ? { topic } : {}), agentsOnline: agentsOnline(services) };
  const { rows } = await services.db.query<SrRow>(
    `INSERT INTO service_requests (id, user_id, type, status, payload, created_at, updated_at)
     VALUES ('CH-' || nextval('chat_refs')::text, $1, $2, 'SUBMITTED', $3::jsonb, $4, $4) RETURNING *`,
    [caller!.userId, CHAT, JSON.stringify(payload), now],
  );
  return toRequest(rows[0]!);
};

export const chatHandlers: HandlerMap = { START_CHAT: start };
