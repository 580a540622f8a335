import type { OutboxMessage } from './outbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev page: newest one-time codes and emails first, so a person can finish a flow. */
export function renderOutboxPage(messages: OutboxMessage[], maintenance: boolean): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${new Date(m.createdAt).toISOString()}</td><td>${m.channel}</td><td>${escape(m.recipient)}</td>` +
        `<td>${escape(m.subject)}</td><td class="code">${m.code ? escape(m.code) : ''}</td><td>${escape(m.body)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gateway dev outbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}.code{font:bold 18px monospace}</style>
</head><body><h1>Dev outbox</h1>
<p>One-time codes and emails the sandbox would have sent. Refreshes every 5 s. Maintenance: <b>${maintenance ? 'on' : 'off'}</b>.
JSON: <a href="/dev/outbox">/dev/outbox</a> · faults: <a href="/dev/faults">/dev/faults</a></p>
<table><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Subject</th><th>Code</th><th>Body</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
}
