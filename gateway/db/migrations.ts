import type { Database } from './database';

/**
 * Versioned schema migrations, applied in order, each in its own transaction, once.
 * Append only: never edit a migration that has shipped; add a new one.
 * Times are epoch milliseconds (bigint) from the gateway clock so the dev clock can move them.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'content, users, one-time codes, sessions, outbox',
    sql: `
      CREATE TABLE content (key text PRIMARY KEY, value jsonb NOT NULL);
      CREATE TABLE users (
        id text PRIMARY KEY, email text UNIQUE, contact_number text, first_name text NOT NULL DEFAULT '',
        middle_name text NOT NULL DEFAULT '', last_name text NOT NULL DEFAULT '', dob bigint,
        email_confirmed boolean NOT NULL DEFAULT false, phone_confirmed boolean NOT NULL DEFAULT false,
        telco_user boolean NOT NULL DEFAULT false, privacy jsonb, created_at bigint NOT NULL);
      CREATE TABLE otp_requests (
        id text PRIMARY KEY, purpose text NOT NULL, identifier text NOT NULL, code text,
        expires_at bigint NOT NULL, attempts int NOT NULL DEFAULT 0, resends int NOT NULL DEFAULT 0,
        last_sent_at bigint NOT NULL, consumed_at bigint, blocked boolean NOT NULL DEFAULT false,
        meta jsonb NOT NULL DEFAULT '{}', created_at bigint NOT NULL);
      CREATE INDEX otp_requests_identifier ON otp_requests (purpose, identifier);
      CREATE TABLE sessions (
        id text PRIMARY KEY, user_id text NOT NULL REFERENCES users(id), device_id text,
        revoked_at bigint, created_at bigint NOT NULL);
      CREATE TABLE access_tokens (
        token text PRIMARY KEY, session_id text NOT NULL REFERENCES sessions(id), expires_at bigint NOT NULL);
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY, channel text NOT NULL, recipient text NOT NULL, subject text NOT NULL,
        body text NOT NULL, code text, created_at bigint NOT NULL);
      CREATE TABLE consents (
        id text PRIMARY KEY, user_id text, email text, payload jsonb NOT NULL, created_at bigint NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'numbers, orders, idempotency keys, carts',
    sql: `
      CREATE TABLE numbers (
        msisdn text PRIMARY KEY, category text NOT NULL, number_class text NOT NULL,
        price numeric(12,2) NOT NULL DEFAULT 0, locked_by text, locked_until bigint, sold_to text);
      CREATE TABLE orders (
        ref text PRIMARY KEY, user_id text, email text NOT NULL, document_id text, order_type text NOT NULL,
        state text NOT NULL, status text NOT NULL, payload jsonb NOT NULL, preview jsonb NOT NULL,
        total numeric(12,2) NOT NULL, created_at bigint NOT NULL, updated_at bigint NOT NULL);
      CREATE INDEX orders_email ON orders (email);
      CREATE INDEX orders_document ON orders (document_id);
      CREATE TABLE idempotency_keys (
        key text PRIMARY KEY, body_hash text NOT NULL, order_ref text NOT NULL, created_at bigint NOT NULL);
      CREATE TABLE carts (
        id text PRIMARY KEY, email text NOT NULL, user_id text, status text NOT NULL, items jsonb NOT NULL,
        created_at bigint NOT NULL);
      CREATE INDEX carts_email ON carts (email, status);
    `,
  },
  {
    version: 3,
    name: 'eKYC uploads, payments, shipments, service requests, loyalty',
    sql: `
      CREATE TABLE kyc_submissions (
        id text PRIMARY KEY, order_ref text, user_id text, data jsonb NOT NULL, files jsonb NOT NULL,
        status text NOT NULL, created_at bigint NOT NULL);
      CREATE TABLE payments (
        id text PRIMARY KEY, order_ref text NOT NULL, method text NOT NULL, amount numeric(12,2) NOT NULL,
        status text NOT NULL, return_url text NOT NULL, paylink_id text UNIQUE, created_at bigint NOT NULL,
        updated_at bigint NOT NULL);
      CREATE TABLE saved_payment_methods (
        id text PRIMARY KEY, customer_id text NOT NULL, brand text NOT NULL, last4 text NOT NULL,
        expiry text NOT NULL, created_at bigint NOT NULL);
      CREATE TABLE shipments (
        ref text PRIMARY KEY, order_ref text NOT NULL, method text NOT NULL, slot_id text, location_id text,
        address jsonb, status text NOT NULL, updated_at bigint NOT NULL);
      CREATE TABLE reschedules (
        id text PRIMARY KEY, shipment_ref text NOT NULL, slot_id text NOT NULL, fee numeric(12,2) NOT NULL,
        paid boolean NOT NULL DEFAULT false, created_at bigint NOT NULL);
      CREATE TABLE service_requests (
        id text PRIMARY KEY, user_id text NOT NULL, type text NOT NULL, status text NOT NULL,
        payload jsonb NOT NULL, created_at bigint NOT NULL, updated_at bigint NOT NULL);
      CREATE TABLE loyalty_ledger (
        id bigserial PRIMARY KEY, customer_id text NOT NULL, points int NOT NULL, reason text NOT NULL,
        created_at bigint NOT NULL);
      CREATE TABLE redemptions (
        id text PRIMARY KEY, customer_id text NOT NULL, product_id text NOT NULL, points int NOT NULL,
        status text NOT NULL, created_at bigint NOT NULL);
    `,
  },
  {
    version: 4,
    name: 'payments for reschedules and loyalty purchases, wallet numbers',
    sql: `
      ALTER TABLE payments ADD COLUMN purpose text NOT NULL DEFAULT 'order';
      ALTER TABLE payments ADD COLUMN purpose_ref text;
      ALTER TABLE payments ADD COLUMN wallet_number text;
      ALTER TABLE payments ADD COLUMN failure_url text NOT NULL DEFAULT ''
    `,
  },
  {
    version: 5,
    name: 'one welcome bonus per loyalty member; one allocation per reward',
    sql: `
      CREATE UNIQUE INDEX loyalty_welcome_once ON loyalty_ledger (customer_id) WHERE reason = 'WELCOME';
      CREATE UNIQUE INDEX reward_allocation_once ON redemptions (customer_id, product_id) WHERE status IN ('ALLOCATED', 'CLAIMED')
    `,
  },
  {
    version: 6,
    name: 'h9-lines: lines with status, SIM ICC id and auto-renewal; paid orders backfilled as active lines',
    sql: `
      CREATE TABLE lines (
        order_ref text PRIMARY KEY, number text NOT NULL, user_id text, email text NOT NULL,
        plan_id text NOT NULL, sim_type text NOT NULL, number_type text NOT NULL, icc_id text,
        status text NOT NULL, auto_renew boolean NOT NULL DEFAULT true, activated_at bigint,
        created_at bigint NOT NULL, updated_at bigint NOT NULL);
      CREATE UNIQUE INDEX lines_open_number ON lines (number) WHERE status <> 'Inactive';
      CREATE INDEX lines_user ON lines (user_id);
      CREATE INDEX lines_email ON lines (email);
      INSERT INTO lines (number, order_ref, user_id, email, plan_id, sim_type, number_type, status, activated_at, created_at, updated_at)
        SELECT DISTINCT ON (payload->>'number') payload->>'number', ref, user_id, email, payload->>'planId', payload->>'simType',
          coalesce(payload->>'numberType', 'NEW'), 'Active', updated_at, created_at, updated_at
        FROM orders WHERE status IN ('PLACED', 'APPROVED', 'COMPLETED') AND payload->>'number' IS NOT NULL AND payload->>'number' <> '8888888888888' AND payload->>'planId' IS NOT NULL
        ORDER BY payload->>'number', created_at DESC
    `,
  },
  {
    version: 10,
    name: 'h10-account: a default saved card and the card behind the plan renewals',
    sql: `
      ALTER TABLE saved_payment_methods ADD COLUMN is_default boolean NOT NULL DEFAULT false;
      ALTER TABLE users ADD COLUMN subscription_card_id text
    `,
  },
  {
    // Numbered apart from the sequence so parallel branches (h11-loyalty) cannot collide on a version.
    version: 1101,
    name: 'h11-loyalty: members join explicitly; expiring and pending points; voucher codes; booster opt-ins',
    sql: `
      CREATE TABLE loyalty_members (customer_id text PRIMARY KEY, joined_at bigint NOT NULL);
      INSERT INTO loyalty_members (customer_id, joined_at)
        SELECT customer_id, min(created_at) FROM loyalty_ledger GROUP BY customer_id;
      ALTER TABLE loyalty_ledger ADD COLUMN expires_at bigint;
      ALTER TABLE loyalty_ledger ADD COLUMN available_at bigint;
      ALTER TABLE redemptions ADD COLUMN voucher_code text;
      ALTER TABLE redemptions ADD COLUMN settles_at bigint;
      ALTER TABLE redemptions ADD COLUMN idempotency_key text;
      CREATE UNIQUE INDEX redemption_idempotency ON redemptions (customer_id, idempotency_key);
      CREATE TABLE loyalty_booster_optins (
        customer_id text NOT NULL, booster_id text NOT NULL, opted_at bigint NOT NULL,
        PRIMARY KEY (customer_id, booster_id))
    `,
  },
  {
    // Numbered apart from the sequence so parallel branches cannot collide on a version.
    version: 1261,
    name: 's3-paylink: paylinks the sandbox makes for an order or an amount, with their expiry and the payment that paid them',
    sql: `
      CREATE TABLE paylinks (
        id text PRIMARY KEY, order_ref text, amount numeric NOT NULL, description text NOT NULL,
        status text NOT NULL DEFAULT 'OPEN', payment_id text, expires_at bigint NOT NULL, created_at bigint NOT NULL)
    `,
  },
  {
    // Numbered apart from the sequence (issue 12, s3-flags) so parallel branches cannot collide on a version.
    version: 1213,
    name: 's3-flags: feature flags the sandbox flag service (OFREP) evaluates',
    sql: `
      CREATE TABLE feature_flags (key text PRIMARY KEY, value jsonb NOT NULL, description text NOT NULL, updated_at bigint NOT NULL);
      INSERT INTO feature_flags (key, value, description, updated_at) VALUES
        ('port-in-offered', 'true'::jsonb, 'Bring your own number (port-in) is offered in the purchase''s connection details', 0),
        ('loyalty-entry-points', 'true'::jsonb, 'The links into the loyalty programme (footer, profile) are shown', 0)
    `,
  },
  {
    version: 9301,
    name: 's3-reschedule: a reschedule keeps the address and contact it applies with its slot',
    sql: `
      ALTER TABLE reschedules ADD COLUMN address jsonb;
      ALTER TABLE reschedules ADD COLUMN contact jsonb;
      ALTER TABLE shipments ADD COLUMN contact jsonb
    `,
  },
  {
    // Issue 27 (s13-money): numbered apart from the sequence so parallel branches cannot collide on a version.
    version: 2701,
    name: 's13-money: one open and one successful payment per payable; one open request per line and kind; airtime; one default card',
    sql: `
      ALTER TABLE payments ADD COLUMN payable text;
      ALTER TABLE payments ADD COLUMN idempotency_key text;
      UPDATE payments SET payable = CASE
          WHEN purpose = 'service_request' THEN 'request:' || purpose_ref
          WHEN purpose = 'reschedule' THEN 'reschedule:' || purpose_ref
          WHEN purpose = 'paylink' AND order_ref = purpose_ref THEN 'paylink:' || purpose_ref
          ELSE 'order:' || order_ref END;
      UPDATE payments p SET status = 'REFUNDED' WHERE status = 'SUCCESS' AND EXISTS (
          SELECT 1 FROM payments o WHERE o.payable = p.payable AND o.status = 'SUCCESS' AND (o.created_at, o.id) < (p.created_at, p.id));
      UPDATE payments p SET status = 'CANCELLED' WHERE status IN ('PENDING', 'WALLET_PENDING') AND EXISTS (
          SELECT 1 FROM payments o WHERE o.payable = p.payable AND o.status IN ('PENDING', 'WALLET_PENDING') AND (o.created_at, o.id) > (p.created_at, p.id));
      ALTER TABLE payments ALTER COLUMN payable SET NOT NULL;
      CREATE UNIQUE INDEX payments_one_open ON payments (payable) WHERE status IN ('PENDING', 'WALLET_PENDING');
      CREATE UNIQUE INDEX payments_one_success ON payments (payable) WHERE status = 'SUCCESS';
      CREATE UNIQUE INDEX payments_idempotency ON payments (payable, idempotency_key);
      UPDATE service_requests s SET status = 'CANCELLED' WHERE status IN ('SUBMITTED', 'IN_PROGRESS') AND EXISTS (
          SELECT 1 FROM service_requests o WHERE o.type = s.type AND o.payload->>'number' = s.payload->>'number'
            AND o.status IN ('SUBMITTED', 'IN_PROGRESS') AND (o.created_at, o.id) > (s.created_at, s.id));
      CREATE UNIQUE INDEX service_requests_one_open ON service_requests (type, (payload->>'number')) WHERE status IN ('SUBMITTED', 'IN_PROGRESS');
      ALTER TABLE reschedules ADD COLUMN cancelled_at bigint;
      ALTER TABLE lines ADD COLUMN airtime_balance numeric(12,2) NOT NULL DEFAULT 0;
      UPDATE lines SET airtime_balance = 500 WHERE status <> 'Inactive';
      UPDATE saved_payment_methods c SET is_default = false WHERE is_default AND EXISTS (
          SELECT 1 FROM saved_payment_methods o WHERE o.customer_id = c.customer_id AND o.is_default AND (o.created_at, o.id) < (c.created_at, c.id));
      CREATE UNIQUE INDEX saved_cards_one_default ON saved_payment_methods (customer_id) WHERE is_default
    `,
  },
  {
    // Issue 27 part 5 (s13-sessions): numbered apart so parallel branches cannot collide on a version.
    version: 2711,
    name: 's13-sessions: sign-in events per identifier, refresh-token rotation, one verified owner per phone number',
    sql: `
      CREATE TABLE sign_in_events (identifier text NOT NULL, kind text NOT NULL, at bigint NOT NULL);
      CREATE INDEX sign_in_events_identifier ON sign_in_events (identifier, kind, at);
      CREATE INDEX sign_in_events_at ON sign_in_events (at);
      ALTER TABLE access_tokens ADD COLUMN rotated_at bigint;
      ALTER TABLE access_tokens ADD COLUMN successor text;
      UPDATE users SET phone_confirmed = false WHERE phone_confirmed AND contact_number IN (
        SELECT contact_number FROM users WHERE phone_confirmed AND contact_number IS NOT NULL GROUP BY contact_number HAVING count(*) > 1);
      CREATE UNIQUE INDEX users_confirmed_contact_number ON users (contact_number) WHERE phone_confirmed
    `,
  },
  {
    // Issue 31 (i31-paging): numbered apart so parallel branches cannot collide on a version.
    version: 3101,
    name: 'i31-paging: the list calls read one page from an index in their own order, and the checks before them use indexes',
    sql: `
      CREATE INDEX orders_user_list ON orders (user_id,
        (upper(order_type) = 'SIM_ONLY' AND upper(state) NOT IN ('CAN', 'OFL', 'TSU', 'TFL')), created_at, ref);
      CREATE INDEX service_requests_user_list ON service_requests (user_id, created_at, id);
      CREATE INDEX service_requests_user_type_list ON service_requests (user_id, type, created_at, id);
      CREATE INDEX service_requests_user_open ON service_requests (user_id, type) WHERE status IN ('SUBMITTED', 'IN_PROGRESS');
      CREATE INDEX loyalty_ledger_customer ON loyalty_ledger (customer_id, id);
      CREATE INDEX loyalty_ledger_customer_type ON loyalty_ledger (customer_id,
        (CASE WHEN reason LIKE 'EXPIRED%' THEN 'expired' WHEN points < 0 THEN 'spent' ELSE 'earned' END), id);
      CREATE INDEX loyalty_ledger_customer_expiry ON loyalty_ledger (customer_id, expires_at) WHERE points > 0;
      CREATE INDEX loyalty_ledger_customer_reason ON loyalty_ledger (customer_id, reason)
    `,
  },
  {
    // Issue 29 (i29-home): each line's allowance, what is left of it and its renewal (gateway/lines/usage.ts),
    // and recharges and bundles as payables of their own (gateway/lines/topups.ts).
    version: 2901,
    name: 'i29-home: line usage and renewal, top-ups (recharge and bundles)',
    sql: `
      ALTER TABLE lines ADD COLUMN renews_at bigint;
      ALTER TABLE lines ADD COLUMN period_start bigint;
      ALTER TABLE lines ADD COLUMN usage_at bigint;
      ALTER TABLE lines ADD COLUMN renewal_anchor bigint;
      ALTER TABLE lines ADD COLUMN data_mb_allowance bigint;
      ALTER TABLE lines ADD COLUMN data_mb_left bigint;
      ALTER TABLE lines ADD COLUMN minutes_allowance bigint;
      ALTER TABLE lines ADD COLUMN minutes_left bigint;
      ALTER TABLE lines ADD COLUMN sms_allowance bigint;
      ALTER TABLE lines ADD COLUMN sms_left bigint;
      ALTER TABLE lines ADD COLUMN renewals integer NOT NULL DEFAULT 0;
      CREATE TABLE topups (
        id text PRIMARY KEY, user_id text NOT NULL, order_ref text NOT NULL, number text NOT NULL, kind text NOT NULL,
        amount numeric(12,2) NOT NULL, bundle_id text, status text NOT NULL, payment_id text, idempotency_key text,
        created_at bigint NOT NULL, updated_at bigint NOT NULL
      );
      CREATE INDEX topups_user ON topups (user_id, created_at);
      CREATE UNIQUE INDEX topups_idempotency ON topups (user_id, idempotency_key)
    `,
  },
  {
    // Issue 41 parts 1 and 2 (i-line-time): a line's time is one function (gateway/lines/usage.ts). Numbered 4101–4109.
    version: 4101,
    name: 'i41-line-time: a ledger of each line\'s charges and credits, its allowances with their own start and expiry, when auto-renewal changed',
    sql: `
      CREATE TABLE line_ledger (
        id bigserial PRIMARY KEY, order_ref text NOT NULL, kind text NOT NULL, what text NOT NULL, item text NOT NULL DEFAULT '',
        amount numeric(12,2) NOT NULL, tax numeric(12,2), airtime numeric(12,2) NOT NULL DEFAULT 0, reference text NOT NULL, at bigint NOT NULL);
      CREATE UNIQUE INDEX line_ledger_once ON line_ledger (order_ref, what, reference, item);
      CREATE INDEX line_ledger_line ON line_ledger (order_ref, id);
      CREATE TABLE line_allowances (
        id bigserial PRIMARY KEY, order_ref text NOT NULL, kind text NOT NULL, item text NOT NULL, name text NOT NULL, reference text NOT NULL,
        data_mb bigint NOT NULL, minutes bigint NOT NULL, sms bigint NOT NULL,
        data_mb_used bigint NOT NULL DEFAULT 0, minutes_used bigint NOT NULL DEFAULT 0, sms_used bigint NOT NULL DEFAULT 0,
        starts_at bigint NOT NULL, expires_at bigint NOT NULL);
      CREATE UNIQUE INDEX line_allowances_once ON line_allowances (order_ref, kind, reference, item);
      CREATE INDEX line_allowances_line ON line_allowances (order_ref, expires_at, id);
      INSERT INTO line_allowances (order_ref, kind, item, name, reference, data_mb, minutes, sms, data_mb_used, minutes_used, sms_used, starts_at, expires_at)
        SELECT order_ref, 'PLAN', plan_id, plan_id, 'period:' || period_start, coalesce(data_mb_allowance, 0), coalesce(minutes_allowance, 0), coalesce(sms_allowance, 0),
          greatest(0, coalesce(data_mb_allowance, 0) - coalesce(data_mb_left, 0)), greatest(0, coalesce(minutes_allowance, 0) - coalesce(minutes_left, 0)),
          greatest(0, coalesce(sms_allowance, 0) - coalesce(sms_left, 0)), period_start, renews_at
        FROM lines WHERE status = 'Active' AND renews_at IS NOT NULL AND period_start IS NOT NULL;
      ALTER TABLE lines ADD COLUMN auto_renew_changed_at bigint
    `,
  },
  {
    version: 4121,
    name: 'one Idempotency-Key rule: keys per caller in one table, the per-area copies dropped',
    sql: `
      CREATE TABLE idempotent_requests (
        scope text NOT NULL, key text NOT NULL, fingerprint text NOT NULL, response jsonb, created_at bigint NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotent_requests_age ON idempotent_requests (created_at);
      DROP TABLE idempotency_keys;
      ALTER TABLE redemptions DROP COLUMN idempotency_key;
      ALTER TABLE payments DROP COLUMN idempotency_key;
      ALTER TABLE topups DROP COLUMN idempotency_key
    `,
  },
  {
    // Issue 41 parts 4 and 5 (i-codes): numbered 4111-4119 so parallel branches cannot collide on a version.
    // The sign-in events become every purpose's code events (gateway/auth/code-limits.ts); the per-route rate windows
    // and the captcha's used challenges and signing secrets move out of process memory, so several gateway
    // processes on one database are one gateway.
    version: 4111,
    name: 'i-codes: code events per destination and purpose, rate windows, captcha replay set and secrets in the database',
    sql: `
      ALTER TABLE sign_in_events RENAME TO code_events;
      ALTER TABLE code_events RENAME COLUMN identifier TO destination;
      ALTER TABLE code_events ADD COLUMN purpose text NOT NULL DEFAULT 'signin';
      DROP INDEX sign_in_events_identifier;
      CREATE INDEX code_events_destination ON code_events (purpose, destination, kind, at);
      ALTER INDEX sign_in_events_at RENAME TO code_events_at;
      CREATE TABLE rate_windows (key text PRIMARY KEY, started_at bigint NOT NULL, hits integer NOT NULL);
      CREATE INDEX rate_windows_started ON rate_windows (started_at);
      CREATE TABLE captcha_used (id text PRIMARY KEY, expires_at bigint NOT NULL);
      CREATE INDEX captcha_used_expires ON captcha_used (expires_at);
      CREATE TABLE gateway_secrets (name text PRIMARY KEY, value text NOT NULL)
    `,
  },
  {
    // Issue 45 part 1 (sign in by the line's number): numbered 4501-4599 so parallel branches cannot collide.
    // A confirmed contact number signs in however it is typed, so each is kept as 92XXXXXXXXXX (gateway/auth/users.ts).
    // Two accounts that confirmed one phone written two ways (0300… and 92300…) cannot both keep it; nothing says who
    // confirmed last, so neither does (as migration 2711 did), and each still signs in with its email.
    version: 4501,
    name: 'i45-sign-in-by-number: confirmed contact numbers kept as 92XXXXXXXXXX, ambiguous ones unconfirmed',
    sql: `
      UPDATE users u SET phone_confirmed = false
        WHERE u.phone_confirmed AND EXISTS (SELECT 1 FROM users o WHERE o.id <> u.id AND o.phone_confirmed AND '92' || substring(regexp_replace(o.contact_number, '[^0-9]', '', 'g') from '^(?:92|0)?(3[0-9]{9})$') = '92' || substring(regexp_replace(u.contact_number, '[^0-9]', '', 'g') from '^(?:92|0)?(3[0-9]{9})$'));
      UPDATE users SET contact_number = '92' || substring(regexp_replace(contact_number, '[^0-9]', '', 'g') from '^(?:92|0)?(3[0-9]{9})$') WHERE '92' || substring(regexp_replace(contact_number, '[^0-9]', '', 'g') from '^(?:92|0)?(3[0-9]{9})$') IS NOT NULL
    `,
  },
  {
    // Issue 45 part 6: a lost or stolen SIM blocked by its customer. While blocked the line is Suspend and uses
    // nothing; it remembers the status it had, and from when its allowances are used again (gateway/lines/usage.ts).
    version: 4502,
    name: 'i45-lost-sim: a line blocked by its customer, the status to go back to, and when usage resumes',
    sql: `
      ALTER TABLE lines ADD COLUMN blocked_at bigint;
      ALTER TABLE lines ADD COLUMN blocked_from text;
      ALTER TABLE lines ADD COLUMN usage_resumes_at bigint
    `,
  },
  {
    // Issue 44 parts 2 and 3 (usage history, My subscriptions): numbered 4410-4419 so parallel branches cannot collide.
    // What each line used on each day of Pakistan's calendar (gateway/lines/usage.ts), and a bundle that renews with
    // the plan until its customer stops it (docs/decisions/2026-11-29-usage-history-and-subscriptions.md).
    version: 4410,
    name: 'i44-usage-subscriptions: usage per line per day, bundles that renew, subscriptions stopped by their customer',
    sql: `
      CREATE TABLE line_usage_days (
        order_ref text NOT NULL, day bigint NOT NULL, data_mb bigint NOT NULL DEFAULT 0, minutes bigint NOT NULL DEFAULT 0, sms bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (order_ref, day));
      ALTER TABLE line_allowances ADD COLUMN renews boolean NOT NULL DEFAULT false;
      ALTER TABLE line_allowances ADD COLUMN stopped_at bigint;
      ALTER TABLE topups ADD COLUMN renews boolean NOT NULL DEFAULT false
    `,
  },
  {
    // Issue 45 parts 4-5 (numbered 4520-4529): airtime shared between lines, confirmed by a code (PENDING until then,
    // DONE once: a conditional update under the share's row lock), and emergency advances, one OUTSTANDING per line
    // (a partial unique index, besides the line's row lock), repaid first by the next recharge.
    version: 4520,
    name: 'i45-balance-share-and-advance: balance shares and emergency advances',
    sql: `
      CREATE TABLE balance_shares (
        id text PRIMARY KEY, user_id text NOT NULL, from_ref text NOT NULL, from_number text NOT NULL, to_ref text NOT NULL, to_number text NOT NULL,
        amount numeric NOT NULL, fee numeric NOT NULL, status text NOT NULL, request_id text NOT NULL, created_at bigint NOT NULL, done_at bigint
      );
      CREATE INDEX balance_shares_done ON balance_shares (from_ref, done_at) WHERE status = 'DONE';
      CREATE TABLE line_advances (
        id text PRIMARY KEY, order_ref text NOT NULL, amount numeric NOT NULL, fee numeric NOT NULL, repaid numeric NOT NULL DEFAULT 0,
        status text NOT NULL, taken_at bigint NOT NULL, repaid_at bigint
      );
      CREATE UNIQUE INDEX line_advances_one_outstanding ON line_advances (order_ref) WHERE status = 'OUTSTANDING'
    `,
  },
  {
    // Issue 44 part 5 (saved cards for real): a card payment may ask to save its card; the payment keeps only brand,
    // last four and expiry until it succeeds, then they become a saved card (the token) of the customer who paid.
    // A saved-card payment names its card. Numbered 4420–4429.
    version: 4420,
    name: 'i44-saved-cards: the payer, the card to save and the saved card of a payment',
    sql: `
      ALTER TABLE payments ADD COLUMN payer_id text;
      ALTER TABLE payments ADD COLUMN card_to_save jsonb;
      ALTER TABLE payments ADD COLUMN saved_card_id text
    `,
  },
  {
    // Issue 44 part 6: a recharge of any Sitara number (signed in or not) is a top-up of the number's line made by
    // its payer; every recharge keeps the balance it was quoted (gateway/lines/recharge-tax.ts).
    version: 4421,
    name: 'i44-recharge-any: public top-ups, their payer, and the balance each recharge gives',
    sql: `
      ALTER TABLE topups ADD COLUMN public boolean NOT NULL DEFAULT false;
      ALTER TABLE topups ADD COLUMN payer_id text;
      ALTER TABLE topups ADD COLUMN credit numeric(12,2)
    `,
  },
  {
    // Issue 45 part 3 (notifications): numbered 4510-4519 so parallel branches cannot collide. A notification is a
    // kind and its parameters (the app words them); (user_id, event_key) is unique, so an event found twice (two reads,
    // two clock moves, two gateway processes) is raised once (gateway/notifications/notifications.ts).
    version: 4510,
    name: 'i45-notifications: each customer event raised once, read or unread',
    sql: `
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY, user_id text NOT NULL, kind text NOT NULL, event_key text NOT NULL, params jsonb NOT NULL,
        at bigint NOT NULL, read_at bigint);
      CREATE UNIQUE INDEX notifications_once ON notifications (user_id, event_key);
      CREATE INDEX notifications_inbox ON notifications (user_id, at DESC, id DESC);
      CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL
    `,
  },
  {
    // Issue 45 part 3: how much of its plan's data a sandbox line's customer uses each period (null: two thirds,
    // gateway/lines/usage.ts); set by testers at POST /dev/lines/appetite to see the data notifications.
    version: 4511,
    name: 'i45-notifications: a sandbox line\'s data appetite',
    sql: `ALTER TABLE lines ADD COLUMN data_share real`,
  },
  {
    // Issue 46 part 5: a chat's reference (CH-100001, CH-100002, …): a sequence, so two chats never share one and a
    // reference reads as digits a customer can quote. Chats are service_requests rows of type CHAT.
    version: 4700,
    name: 'i46-chat: chat references',
    sql: `CREATE SEQUENCE chat_refs START 100001`,
  },
];

/** Applies pending migrations; concurrent starters serialise on an advisory lock. */
export async function migrate(db: Database): Promise<number[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(815001)');
    await q.query('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)');
    const done = new Set((await q.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      // One statement per call: PGlite's extended protocol takes a single statement.
      for (const stmt of m.sql.split(';').map((x) => x.trim()).filter(Boolean)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
      applied.push(m.version);
    }
    return applied;
  });
}
