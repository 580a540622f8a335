import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import { getPayment, settlePayment, type Outcome, type PaymentRow } from './payments';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(p: PaymentRow): string {
  const pending = p.status === 'PENDING' || p.status === 'WALLET_PENDING';
  const wallet = p.status === 'WALLET_PENDING';
  const button = (outcome: Outcome, label: string) =>
    `<form method="post" action="/sandbox/pay/${esc(p.id)}/${outcome}"><button type="submit" data-outcome="${outcome}">${label}</button></form>`;
  const actions = !pending
    ? `<p>This payment is already <b>${esc(p.status)}</b>.</p>`
    : wallet
      ? `<p role="status">Approve in your wallet app: a request was sent to ${esc(p.wallet_number ?? '')} (${esc(p.method)}). The sandbox stands in for the wallet app:</p>${button('success', 'Approve in wallet')}${button('failure', 'Decline in wallet')}${button('cancel', 'Cancel')}`
      : `${button('success', 'Pay (success)')}${button('failure', 'Fail the payment')}${button('cancel', 'Cancel')}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title><style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:.5rem .5rem 0 0}button{font:inherit;padding:.6rem 1rem}</style></head>
<body><h1>Sandbox payment</h1><p>No money moves here. Order <b>${esc(p.order_ref)}</b>, amount <b>Rs ${esc(String(Number(p.amount)))}</b>, method ${esc(p.method)}.</p>${actions}</body></html>`;
}

/** The payment page a tester sees instead of a real card or wallet provider. */
export function sandboxPaymentRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    void app.register(async (scope) => {
      // Plain HTML forms post urlencoded; this parser exists only inside this scope.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));
      const params = { type: 'object', properties: { paymentId: { type: 'string', format: 'uuid' }, outcome: { enum: ['success', 'failure', 'cancel'] } } };
      scope.get<{ Params: { paymentId: string } }>('/sandbox/pay/:paymentId', { schema: { params } }, async (req, reply) =>
        reply.type('text/html; charset=utf-8').send(page(await getPayment(services.db, req.params.paymentId))),
      );
      scope.post<{ Params: { paymentId: string; outcome: Outcome } }>('/sandbox/pay/:paymentId/:outcome', { schema: { params } }, async (req, reply) => {
        const next = await services.db.tx((q) => settlePayment(q, services, req.params.paymentId, req.params.outcome));
        return reply.redirect(next, 303);
      });
    });
  };
}
