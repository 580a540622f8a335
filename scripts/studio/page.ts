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
    const ul = el('ul', { class: 'problems', role: 'alert' });
    for (const p of j.problems) {
      const where = p.on ? el('a', { href: '#' + CSS.escape(p.node), text: p.on }) : el('span', { text: 'the journey' });
      ul.append(el('li', {}, 'On ', where, ': ' + p.message + ' ', el('code', { text: p.pointer })));
    }
    s.append(ul);
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
  return s;
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
