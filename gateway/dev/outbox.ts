import type { Queryable } from '../db/database';
import type { Clock } from '../clock';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: number;
}

/**
 * Where one-time codes and emails go instead of a real phone or mailbox: a table read by the
 * dev page, and the console unless the gateway runs in production mode.
 */
export class Outbox {
  constructor(
    private readonly clock: Clock,
    private readonly printToConsole: boolean,
  ) {}

  /** Records a message inside the caller's transaction. */
  async send(q: Queryable, msg: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<void> {
    await q.query('INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      msg.channel,
      msg.recipient,
      msg.subject,
      msg.body,
      msg.code,
      this.clock.now(),
    ]);
    if (this.printToConsole) console.log(`[outbox] ${msg.channel} to ${msg.recipient}: ${msg.subject}${msg.code ? ` ${msg.code}` : ''}`);
  }

  /** Newest first; `recipient` filters to one address or number. */
  async list(q: Queryable, recipient?: string, limit = 100): Promise<OutboxMessage[]> {
    const { rows } = await q.query<Record<string, unknown>>(
      `SELECT id, channel, recipient, subject, body, code, created_at FROM outbox
       WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
      [recipient ?? null, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel as OutboxMessage['channel'],
      recipient: String(r.recipient),
      subject: String(r.subject),
      body: String(r.body),
      code: (r.code as string | null) ?? null,
      createdAt: Number(r.created_at),
    }));
  }
}
