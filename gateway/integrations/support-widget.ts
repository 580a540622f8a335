/**
 * The support chat widget the sandbox plays (issue 12 part 3): a script with the Zendesk Web Widget (classic)
 * command surface the app calls — zE('webWidget', 'hide' | 'show' | 'open' | 'close' | 'prefill' |
 * 'updateSettings' | 'setLocale'), zE('webWidget:on', 'open' | 'close', cb), and zE('messenger:render',
 * 'embedded') for the full-page /zendesk view — drawn with DOM and CSSOM only (no inline style or script, so
 * the app's CSP needs only this script's address). It records every call (beacon to /integrations/support/calls)
 * and asks /integrations/support/status whether an agent is online; dev routes read the calls and set the agents.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import { webfrontSettings } from '../seed/config-seed';
import { BoundedLog } from '../http/bounded-log';
import { badRequest } from '../http/gateway-error';
import { BODY_LIMITS } from '../http/limits';

export interface RecordedCall {
  key: string;
  command: string;
  args: unknown[];
  at: number;
}

interface WidgetState {
  calls: BoundedLog<RecordedCall>;
  online: boolean;
}
// Kept by the gateway's store registry, one per gateway: a handler's services are a copy with its transaction's db
// (gateway/http/app.ts), so the services object itself is not the same for the widget's routes and a handler.
const states = new WeakMap<Services['stores'], WidgetState>();
const stateOf = (services: Services) => {
  let s = states.get(services.stores);
  if (!s) {
    const state = (s = { calls: new BoundedLog<RecordedCall>(services.config.limits.supportStoreBytes), online: false });
    states.set(services.stores, state);
    services.stores.register('supportCalls', () => state.calls.size());
  }
  return s;
};

/** Whether the sandbox's support agents are online now (POST /dev/support/agents): a chat started now is answered in it. */
export const agentsOnline = (services: Services): boolean => stateOf(services).online;

/** Parses a recorded-calls beacon; a string saying what is wrong otherwise. */
export function parseCalls(raw: unknown): RecordedCall[] | string {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return 'body: is not JSON';
  }
  const v = value as { key?: unknown; calls?: unknown } | null;
  if (!v || typeof v.key !== 'string') return 'body.key: is required';
  if (!Array.isArray(v.calls) || v.calls.length > 100) return 'body.calls: must be a list of at most 100';
  const calls: RecordedCall[] = [];
  for (const c of v.calls as Array<Record<string, unknown>>) {
    if (!c || typeof c.command !== 'string' || !Array.isArray(c.args) || typeof c.at !== 'number') return 'body.calls: each needs command, args and at';
    calls.push({ key: v.key, command: c.command, args: c.args, at: c.at });
  }
  return calls;
}

export function supportWidgetRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    stateOf(services);
    app.get<{ Querystring: { key?: string } }>('/integrations/support/snippet.js', async (req, reply) => {
      if (req.query.key !== webfrontSettings.supportWidgetKey) return reply.code(404).type('text/plain').send('unknown widget key');
      const base = `${req.protocol}://${req.headers.host ?? ''}`;
      return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(widgetScript(base, req.query.key));
    });
    app.post('/integrations/support/calls', { bodyLimit: BODY_LIMITS.supportCalls }, async (req, reply) => {
      const calls = parseCalls(req.body);
      if (typeof calls === 'string') throw badRequest(calls);
      const state = stateOf(services);
      for (const call of calls) if (!state.calls.push(call)) throw badRequest('body.calls: a call cannot be kept (nested too deeply)');
      return reply.code(204).send();
    });
    app.get('/integrations/support/status', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { online: stateOf(services).online };
    });
    if (services.config.production) return;
    app.get('/dev/support/calls', async () => ({ result: stateOf(services).calls.list() }));
    app.post<{ Body: { online: boolean } }>(
      '/dev/support/agents',
      { schema: { body: { type: 'object', properties: { online: { type: 'boolean' } }, required: ['online'], additionalProperties: false } } },
      async (req) => {
        stateOf(services).online = req.body.online;
        return { result: { online: req.body.online } };
      },
    );
  };
}

/** The widget script (plain ES2017, no build step): the same commands a real widget answers. */
function widgetScript(base: string, key: string): string {
  return `(function () {
'use strict';
var BASE = ${JSON.stringify(base)}, KEY = ${JSON.stringify(key)};
var TEXT = {
  en: { title: 'Chat with us', close: 'Close chat', name: 'Name', email: 'Email', phone: 'Phone number', message: 'Message', send: 'Start chat', sendOffline: 'Leave a message', online: 'An expert is online and will answer you here.', sent: 'Thanks, an expert will reply here shortly.', offlineSent: 'Thanks, we will email you within 1 working day.' },
  ur: { title: 'ہم سے بات کریں', close: 'چیٹ بند کریں', name: 'نام', email: 'ای میل', phone: 'فون نمبر', message: 'پیغام', send: 'چیٹ شروع کریں', sendOffline: 'پیغام چھوڑیں', online: 'ایک ماہر آن لائن ہے اور یہیں جواب دے گا۔', sent: 'شکریہ، ایک ماہر جلد یہیں جواب دے گا۔', offlineSent: 'شکریہ، ہم ایک کاروباری دن میں آپ کو ای میل کریں گے۔' }
};
var state = { hidden: false, open: false, locale: 'en', settings: {}, prefill: {}, embedded: false, online: false, handlers: {} };
var pending = [];
function record(command, args) {
  pending.push({ command: command, args: JSON.parse(JSON.stringify(args || [], function (k, v) { return typeof v === 'function' ? '[function]' : v; })), at: Date.now() });
  if (pending.length === 1) setTimeout(flush, 0);
}
function flush() {
  if (!pending.length) return;
  var body = JSON.stringify({ key: KEY, calls: pending.splice(0, 100) });
  if (!(navigator.sendBeacon && navigator.sendBeacon(BASE + '/integrations/support/calls', new Blob([body], { type: 'text/plain' })))) {
    fetch(BASE + '/integrations/support/calls', { method: 'POST', body: body, headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(function () {});
  }
}
function t(name) { return (TEXT[state.locale] || TEXT.en)[name]; }
function setting(path) {
  var v = state.settings;
  for (var i = 0; i < path.length; i++) { if (!v || typeof v !== 'object') return undefined; v = v[path[i]]; }
  return v;
}
function merge(into, from) {
  Object.keys(from || {}).forEach(function (k) {
    if (from[k] && typeof from[k] === 'object' && !Array.isArray(from[k])) { into[k] = merge(into[k] && typeof into[k] === 'object' ? into[k] : {}, from[k]); }
    else into[k] = from[k];
  });
  return into;
}
function offlineGreeting() {
  var g = setting(['webWidget', 'chat', 'offlineForm', 'greeting']);
  if (typeof g === 'string') return g;
  if (g && typeof g === 'object') return g[state.locale] || g['*'] || '';
  return '';
}
function colourSetting() {
  var c = setting(['webWidget', 'color', 'button']) || setting(['webWidget', 'color', 'theme']);
  return typeof c === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(c) ? c : '#1f73b7';
}
function el(tag, props, children) {
  var e = document.createElement(tag);
  Object.keys(props || {}).forEach(function (k) { if (k === 'text') e.textContent = props[k]; else e.setAttribute(k, props[k]); });
  (children || []).forEach(function (c) { e.appendChild(c); });
  return e;
}
function css(e, styles) { Object.keys(styles).forEach(function (k) { e.style.setProperty(k, styles[k]); }); return e; }
var root = null;
function field(id, label, type, value) {
  var input = el(type === 'textarea' ? 'textarea' : 'input', { id: 'ze-' + id, name: id });
  if (type !== 'textarea') input.setAttribute('type', type);
  // Addresses and numbers read left to right in Urdu too.
  if (type === 'email' || type === 'tel') input.setAttribute('dir', 'ltr');
  if (value) input.value = value;
  css(input, { display: 'block', width: '100%', 'box-sizing': 'border-box', padding: '8px', 'margin-block-end': '8px', font: 'inherit', border: '1px solid #8a8a8a', 'border-radius': '6px' });
  return el('div', {}, [el('label', { for: 'ze-' + id, text: label }), input]);
}
function render() {
  if (root) root.remove();
  root = null;
  if (state.hidden || !state.open) return;
  var dir = state.locale === 'ur' ? 'rtl' : 'ltr';
  var online = state.online;
  var status = el('p', { id: 'ze-status', role: 'status', text: online ? t('online') : offlineGreeting() });
  var name = state.prefill.name && state.prefill.name.value, email = state.prefill.email && state.prefill.email.value, phone = state.prefill.phone && state.prefill.phone.value;
  var form = el('form', { 'aria-label': t('title') }, [field('name', t('name'), 'text', name), field('email', t('email'), 'email', email), field('phone', t('phone'), 'tel', phone), field('message', t('message'), 'textarea', '')]);
  // The page's colour (settings webWidget.color.button or .theme, as the vendor's widget takes it), a darker shade
  // while hovered or pressed and a visible focus ring: set through the style object (the page's CSP allows no
  // style element or attribute).
  var colour = colourSetting(), dark = 'color-mix(in srgb, ' + colour + ' 70%, #000)';
  // Offline, the form leaves a message answered by email: its button says so, not "Start chat" (issue 46).
  var send = css(el('button', { type: 'submit', id: 'ze-send', text: t(online ? 'send' : 'sendOffline') }), { padding: '10px 16px', 'border-radius': '6px', border: '2px solid ' + colour, background: colour, color: '#fff', font: 'inherit', 'font-weight': '600', cursor: 'pointer' });
  var shade = function (on) { css(send, { background: on ? dark : colour, 'border-color': on ? dark : colour }); };
  send.addEventListener('mouseenter', function () { shade(true); });
  send.addEventListener('mouseleave', function () { shade(false); });
  send.addEventListener('pointerdown', function () { shade(true); });
  send.addEventListener('focus', function () { if (send.matches(':focus-visible')) css(send, { outline: '3px solid #b38600', 'outline-offset': '2px' }); });
  send.addEventListener('blur', function () { css(send, { outline: 'none' }); });
  form.appendChild(send);
  // A submitted form starts a chat: the vendor's 'chat:start' event, which the sandbox also fires for the offline form
  // (a message answered by email) and gives the first message, so the app can keep the chat as a request (issue 46).
  form.addEventListener('submit', function (ev) {
    ev.preventDefault(); record('sandbox:submit', [{ online: online }]); flush(); status.textContent = online ? t('sent') : t('offlineSent');
    var message = root && root.querySelector('#ze-message');
    emit('chat:start', { message: message ? message.value : '', online: online });
  });
  var close = css(el('button', { type: 'button', 'aria-label': t('close'), text: '×' }), { border: '0', background: 'transparent', color: '#1a1a1a', 'font-size': '24px', cursor: 'pointer', 'line-height': '1', padding: '4px 8px', 'min-height': '0' });
  close.addEventListener('click', function () { api('webWidget', 'close'); });
  var header = css(el('div', {}, [el('h2', { id: 'ze-title', text: t('title') }), close]), { display: 'flex', 'justify-content': 'space-between', 'align-items': 'center' });
  // Full page (embedded): the page has the title and no close; floating: a dialog with its own title and close.
  root = state.embedded
    ? el('div', { id: 'ze-widget', role: 'region', 'aria-label': t('title'), dir: dir, lang: state.locale }, [status, form])
    : el('div', { id: 'ze-widget', role: 'dialog', 'aria-labelledby': 'ze-title', dir: dir, lang: state.locale }, [header, status, form]);
  css(root, { background: '#fff', color: '#1a1a1a', padding: '16px', 'box-sizing': 'border-box', 'font-family': 'inherit' });
  var host = state.embedded && document.getElementById('embedded-messenger');
  if (host) { css(root, { width: '100%', 'min-height': '100%' }); host.appendChild(root); }
  else {
    var offset = setting(['webWidget', 'offset', 'vertical']) || '0px';
    css(root, { position: 'fixed', 'inset-inline-end': '16px', bottom: offset, width: 'min(360px, calc(100vw - 32px))', 'max-height': 'calc(100vh - ' + offset + ' - 16px)', overflow: 'auto', 'box-shadow': '0 4px 24px rgba(0,0,0,.25)', 'border-radius': '12px', 'z-index': '2147483000' });
    document.body.appendChild(root);
  }
  var first = root.querySelector('#ze-message');
  if (first && !state.embedded) first.focus();
}
function emit(event, arg) { (state.handlers[event] || []).forEach(function (cb) { try { cb(arg); } catch (e) { setTimeout(function () { throw e; }); } }); }
function refreshStatus() {
  return fetch(BASE + '/integrations/support/status', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (s) { state.online = !!s.online; }).catch(function () { state.online = false; });
}
function api(scope, command, arg) {
  record(scope + ':' + command, Array.prototype.slice.call(arguments, 2));
  if (scope === 'webWidget') {
    if (command === 'hide') { state.hidden = true; state.open = false; }
    else if (command === 'show') state.hidden = false;
    else if (command === 'open') { state.hidden = false; state.open = true; refreshStatus().then(render); emit('open'); return; }
    else if (command === 'close') { state.open = false; render(); emit('close'); return; }
    else if (command === 'prefill') state.prefill = arg || {};
    else if (command === 'updateSettings') merge(state.settings, arg || {});
    else if (command === 'setLocale') state.locale = arg === 'ur' ? 'ur' : 'en';
    render();
  } else if (scope === 'webWidget:on') {
    (state.handlers[command] = state.handlers[command] || []).push(arg);
  } else if (scope === 'messenger:render' || (scope === 'messenger' && command === 'render')) {
    state.embedded = true; state.hidden = false; state.open = true; refreshStatus().then(render);
  }
}
var queued = (window.zE && window.zE.q) || [];
window.zE = function () { api.apply(null, arguments); };
window.zE.version = 'sandbox-1';
queued.forEach(function (a) { window.zE.apply(null, a); });
record('load', [{ key: KEY }]);
})();
`;
}
