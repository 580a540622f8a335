/**
 * The studio's one page: plain HTML, CSS and a small script that reads /api/state and listens on /events.
 * Served only by `npm run studio`; the app's build never sees it.
 */
export const studioPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Journey studio</title>
<style>
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e293b; background: #f1f5f9; }
  body { margin: 0; }
  header { background: #0f172a; color: #f8fafc; padding-block: 0.75rem; padding-inline: 1.25rem; }
  header h1 { margin: 0; font-size: 1.25rem; }
  header p { margin: 0.25rem 0 0; color: #cbd5e1; font-size: 0.9rem; }
  .layout { display: grid; grid-template-columns: minmax(12rem, 16rem) 1fr; gap: 1rem; padding: 1rem; align-items: start; }
  nav { position: sticky; inset-block-start: 1rem; background: #fff; border-radius: 0.5rem; padding: 0.75rem; }
  nav h2 { font-size: 0.95rem; margin: 0 0 0.5rem; }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav li { margin-block: 0.2rem; }
  nav a { color: #1d4ed8; }
  .tag { display: inline-block; font-size: 0.75rem; border-radius: 999px; padding-inline: 0.45rem; margin-inline-start: 0.3rem; }
  .tag-problem { background: #fee2e2; color: #991b1b; }
  .tag-changed { background: #dcfce7; color: #166534; }
  .tag-new, .tag-deleted { background: #e0e7ff; color: #3730a3; }
  main { display: grid; gap: 1rem; min-width: 0; }
  section.journey { background: #fff; border-radius: 0.5rem; padding: 1rem; min-width: 0; }
  section.journey h2 { margin-block: 0 0.5rem; font-size: 1.15rem; }
  h3 { font-size: 1rem; margin-block: 1rem 0.4rem; }
  .pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 36rem), 1fr)); gap: 1rem; }
  figure { margin: 0; overflow: auto; border: 1px solid #e2e8f0; border-radius: 0.375rem; padding: 0.5rem; }
  figcaption { font-size: 0.85rem; color: #475569; margin-block-end: 0.25rem; }
  figure svg { max-width: 100%; height: auto; }
  .problems li { color: #991b1b; }
  .problems code, .file { font-family: ui-monospace, monospace; font-size: 0.85rem; }
  .note { background: #eff6ff; border-inline-start: 4px solid #1d4ed8; padding: 0.4rem 0.6rem; }
  .alert { background: #fef2f2; border-inline-start: 4px solid #b91c1c; padding: 0.4rem 0.6rem; }
  .path { font-size: 0.85rem; }
  .path .who { color: #475569; }
  .added { color: #166534; }
  .removed { color: #9a3412; }
  #status { font-size: 0.85rem; color: #cbd5e1; }
  details.simulate { margin-block-start: 1rem; border: 1px solid #e2e8f0; border-radius: 0.375rem; padding: 0.5rem 0.75rem; }
  details.simulate summary { cursor: pointer; font-weight: 600; }
  details.simulate fieldset { border: 1px solid #e2e8f0; margin-block: 0.5rem; }
  .sim-events { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-block: 0.5rem; }
  .sim-events button, .sim-restart { font: inherit; padding: 0.3rem 0.7rem; border-radius: 0.375rem; border: 1px solid #1d4ed8; background: #eff6ff; color: #1e3a8a; cursor: pointer; }
  .sim-now { font-weight: 600; }
  svg .current polygon, svg .current path, svg .current ellipse { stroke: #7c3aed; stroke-width: 4; }
  @media (max-width: 48rem) { .layout { grid-template-columns: 1fr; } nav { position: static; } figure svg { max-width: none; width: 40rem; } }
</style>
</head>
<body>
<header>
  <h1>Journey studio</h1>
  <p>Every journey in <code>journeys/</code> as a picture, its problems, and what it changes for customers since
    <span id="ref">the last commit</span>. <span id="status" role="status" aria-live="polite">Loading…</span></p>
</header>
<div class="layout">
  <nav aria-label="Journeys"><h2>Journeys</h2><ul id="toc"></ul></nav>
  <main id="journeys" aria-busy="true"></main>
</div>
<script type="module">
const el = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'text') node.textContent = v;
    else if (k === 'html') node.innerHTML = v; // only SVG drawn by the studio itself
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c) node.append(c);
  return node;
};
const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);

function journeySection(j, ref) {
  const s = el('section', { class: 'journey', id: 'j-' + j.id, 'aria-labelledby': 'h-' + j.id });
  s.append(el('h2', { id: 'h-' + j.id, text: j.id + ' ' }), el('p', { class: 'file', text: j.file + ' · ' + j.kind }));
  if (j.problems.length) {
    s.append(el('h3', { text: plural(j.problems.length, 'problem', 'problems') + ' found by journeys:check' }));
    const ul = el('ul', { class: 'problems' });
    for (const p of j.problems) {
      const where = p.on ? el('a', { href: '#' + CSS.escape(p.node), text: p.on }) : el('span', { text: 'the journey' });
      ul.append(el('li', {}, 'On ', where, ': ' + p.message + ' ', el('code', { text: p.pointer })));
    }
    s.append(el('div', { role: 'alert' }, ul));
  }
  const d = j.diff;
  s.append(el('h3', { text: 'Changes since ' + ref }));
  if (d.note) s.append(el('p', { class: 'note', text: d.note }));
  if (d.status === 'unchanged') s.append(el('p', { text: 'No change since ' + ref + '.' }));
  if (d.status === 'changed' && !d.sentences.length && !d.note) s.append(el('p', { text: 'The file changed, but no customer path did.' }));
  if (d.sentences.length) s.append(el('ul', {}, ...d.sentences.map((t) => el('li', { text: t }))));
  const paths = (list, sign, cls, label) => {
    if (!list.length) return;
    s.append(el('p', { class: cls, text: label }));
    s.append(el('ul', { class: 'path' }, ...list.map((p) => el('li', { class: cls }, sign + ' ' + p.path + ' ', el('span', { class: 'who', text: '(' + p.worlds.join('; ') + ')' })))));
  };
  paths(d.removed, '−', 'removed', plural(d.removed.length, 'customer path removed', 'customer paths removed'));
  paths(d.added, '+', 'added', plural(d.added.length, 'customer path added', 'customer paths added'));
  const pics = el('div', { class: 'pictures' });
  if (j.svg) pics.append(el('figure', { 'aria-label': 'Picture of ' + j.id }, el('figcaption', { text: 'The journey now' + (j.problems.length ? ' (problems in red on their step)' : '') }), el('div', { html: j.svg })));
  if (d.svg) pics.append(el('figure', { 'aria-label': 'Changes to ' + j.id }, el('figcaption', { text: 'Against ' + ref + ': green added, orange dashed removed' }), el('div', { html: d.svg })));
  s.append(pics);
  for (const svg of s.querySelectorAll('svg')) { svg.setAttribute('role', 'img'); svg.setAttribute('aria-label', 'Diagram of ' + j.id); }
  if (j.guards) s.append(simulator(j, s));
  return s;
}

// Simulate mode: the working copy's journey stepped through event by event, each guard answered by a box.
function simulator(j, section) {
  const box = el('details', { class: 'simulate', id: 'sim-' + j.id });
  box.append(el('summary', { text: 'Simulate ' + j.id + ', event by event' }));
  const guards = el('fieldset', {}, el('legend', { text: j.guards.length ? 'Tick what holds for this customer' : 'This journey reads no guard' }));
  for (const g of j.guards) {
    const id = 'g-' + j.id + '-' + g.name;
    guards.append(el('div', {}, el('input', { type: 'checkbox', id, 'data-guard': g.name }), ' ', el('label', { for: id, text: g.text + ' (' + g.name + ')' })));
  }
  const now = el('p', { class: 'sim-now', role: 'status', 'aria-live': 'polite' });
  const buttons = el('div', { class: 'sim-events', role: 'group', 'aria-label': 'Send an event to ' + j.id });
  const restart = el('button', { type: 'button', class: 'sim-restart', text: 'Start over' });
  const trail = el('ol', { class: 'sim-trail', 'aria-label': 'Events sent to ' + j.id + ' and where each led' });
  let events = [];
  const answers = () => Object.fromEntries([...guards.querySelectorAll('input')].map((i) => [i.dataset.guard, i.checked]));
  async function run() {
    const res = await fetch('/api/simulate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file: j.file, guards: answers(), events }) });
    const sim = await res.json();
    if (!res.ok) { now.textContent = sim.error; return; }
    now.textContent = (sim.ended ? 'Ended at ' : 'Now at ') + sim.trail[sim.trail.length - 1].title;
    trail.replaceChildren(...sim.trail.map((t) => el('li', { text: (t.event === 'start' ? 'Start' : t.event) + ' → ' + t.title })));
    buttons.replaceChildren(...sim.offered.map((o) => {
      const b = el('button', { type: 'button', text: o.label });
      b.addEventListener('click', () => { events.push(o.event); run(); });
      return b;
    }));
    for (const n of section.querySelectorAll('.current')) n.classList.remove('current');
    const node = section.querySelector('figure svg [id="node_' + sim.state.split(':')[0] + '"]');
    if (node) node.classList.add('current');
  }
  // Another answer to a guard replays the same events with it: where the customer would be now.
  guards.addEventListener('change', run);
  restart.addEventListener('click', () => { events = []; run(); });
  box.addEventListener('toggle', () => { if (box.open) run(); });
  box.append(guards, now, buttons, restart, trail);
  return box;
}

async function render() {
  const main = document.getElementById('journeys');
  main.setAttribute('aria-busy', 'true');
  const state = await (await fetch('/api/state')).json();
  document.getElementById('ref').textContent = state.ref === 'HEAD' ? 'the last commit (HEAD)' : state.ref;
  const toc = document.getElementById('toc');
  const y = window.scrollY;
  toc.replaceChildren(...state.journeys.map((j) => {
    const tags = [];
    if (j.problems.length) tags.push(el('span', { class: 'tag tag-problem', text: plural(j.problems.length, 'problem', 'problems') }));
    if (j.diff.status !== 'unchanged') tags.push(el('span', { class: 'tag tag-' + j.diff.status, text: j.diff.status }));
    return el('li', {}, el('a', { href: '#j-' + j.id, text: j.id }), ...tags);
  }));
  const sections = state.journeys.map((j) => journeySection(j, state.ref));
  main.replaceChildren(...(state.refProblem ? [el('p', { class: 'alert', role: 'alert', text: state.refProblem })] : []), ...sections);
  window.scrollTo(0, y);
  main.setAttribute('aria-busy', 'false');
  document.getElementById('status').textContent = 'Updated ' + new Date().toLocaleTimeString() + '.';
}

render();
new EventSource('/events').addEventListener('change', () => render());
</script>
</body>
</html>
`;
