/**
 * What a customer would find wrong on a page, read by the browser (issue 46 "Done when"): a choice whose selected
 * state does not show, text running out of its control, controls lying on each other, English words on an Urdu page,
 * and a stepper that does not name the journey's steps in order. Each finding names the element, so a failure says
 * where to look. Used by tests/e2e/all-routes-layout.e2e.ts and tests/e2e/path-replay.e2e.ts (its wizard-step looks).
 */
import type { Page } from 'playwright-core';
import { URDU_ALLOWED } from './urdu-allowed';
import { shellMessages, type Language } from '../../../src/i18n/shell-messages';
import { journeyFiles, screenOf } from '../../support/journeys';
import { orderBody } from '../../gateway/order-fixtures';

export const LANGUAGES: readonly Language[] = ['en', 'ur'];
export const WIDTHS = [390, 1280] as const;

/**
 * The customer's own words, shown back to them as they typed them: the name and address of the fixtures' orders
 * (gateway/order-fixtures.ts) and what the walks' customers type (support/screen-answers.ts: "House 1, Street 2,
 * Gulberg"; the reschedule's "7 Jail Road").
 */
const { personalDetails, deliveryAddress } = orderBody();
export const OWN_WORDS: readonly string[] = [personalDetails.firstName, personalDetails.lastName, ...Object.values(deliveryAddress).join(' ').split(/[^A-Za-z]+/), 'Gulberg', 'Punjab', 'House', 'Street', 'Jail'].filter(Boolean);

export interface PageFindings {
  /** Checked radios/checkboxes (or role=radio, aria-pressed) that look the same as their unchecked siblings. */
  unselected: string[];
  /** Controls whose text runs past their padding box, and elements wider than the screen. */
  overflow: string[];
  /** Pairs of visible controls whose boxes intersect by more than 1 px each way. */
  overlap: string[];
  /** Buttons beside their text box (in one flex row) that do not stand level with it. */
  misaligned: string[];
  /** Latin words on an Urdu page, each with the text around it (references, emails and short capitals left out). */
  latin: string[];
  /** The stepper: its steps (data-step) and their labels, in order, and the current one; undefined with no stepper. */
  stepper?: { steps: string[]; labels: string[]; current?: string };
}

/** Reads the page now. Runs in the page: everything it uses is defined inside it. */
export function inspectPage(): PageFindings {
  const vw = document.documentElement.clientWidth;
  const rtl = document.documentElement.dir === 'rtl';
  const hiddenByCss = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0' || s.clipPath.startsWith('inset(50%')) return true;
      if (e.matches('.visually-hidden, .sr-only, [hidden], [aria-hidden="true"], [inert]')) return true;
    }
    return false;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && !hiddenByCss(el);
  };
  const name = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const id = el.id ? `#${el.id}` : '';
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('value') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${id}${cls}${text ? ` "${text}"` : ''}`;
  };

  // (a) Selected state. A choice's card is the largest ancestor holding no other choice of its group; its look is the
  // computed style of the card and everything in it (with ::before/::after). A checked choice shows when its native
  // control is drawn, or its card looks unlike each unchecked sibling's, or (a lone checkbox) unchecking it changes
  // the look (a :checked style).
  const look = (card: Element) => {
    const props = ['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'border-top-width', 'border-left-width', 'background-color', 'background-image', 'box-shadow', 'outline-style', 'outline-color', 'color', 'font-weight', 'opacity', 'visibility', 'display', 'content', 'transform'];
    const parts: string[] = [];
    // A choice's own label and what it draws come first: a card that is a whole list (one subscription's renewal box
    // in its list) would otherwise be judged by its first 40 elements, which may not reach the box's mark.
    const els = [card, ...card.querySelectorAll('label:has(> input), label:has(> input) *'), ...card.querySelectorAll('*')].slice(0, 40);
    for (const el of els) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (pseudo && (s.content === 'none' || s.content === 'normal')) continue;
        parts.push(props.map((p) => s.getPropertyValue(p)).join('|'));
      }
    }
    return parts.join('\n');
  };
  const nativeDrawn = (input: HTMLInputElement) => {
    const s = getComputedStyle(input);
    const r = input.getBoundingClientRect();
    return s.appearance !== 'none' && r.width >= 8 && r.height >= 8 && !hiddenByCss(input) && s.clipPath === 'none';
  };
  const groupOf = (el: Element): Element[] => {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'radio' && el.name) {
        const scope = el.form ?? document;
        return [...scope.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)].filter((i) => i.name === el.name);
      }
      const box = el.closest('fieldset, [role="group"], ul, ol');
      return box ? [...box.querySelectorAll('input[type="checkbox"]')] : [el];
    }
    const box = el.closest('[role="radiogroup"], [role="group"], [role="tablist"]') ?? el.parentElement;
    const role = el.getAttribute('role');
    return box ? [...box.querySelectorAll(role ? `[role="${role}"]` : '[aria-pressed]')] : [el];
  };
  const cardOf = (el: Element, group: Element[]) => {
    let card: Element = el.closest('label') ?? el;
    for (let up = card.parentElement; up && up !== document.body; up = up.parentElement) {
      if (group.some((g) => g !== el && up.contains(g))) break;
      if (up.matches('fieldset, form, main, section, [role="radiogroup"]')) break;
      card = up;
    }
    return card;
  };
  const unselected: string[] = [];
  const chosen = [
    ...document.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked, input[type="checkbox"]:checked'),
    ...document.querySelectorAll('[role="radio"][aria-checked="true"], [role="checkbox"][aria-checked="true"], [aria-pressed="true"], [role="tab"][aria-selected="true"]'),
  ];
  for (const el of chosen) {
    const group = groupOf(el);
    const card = cardOf(el, group);
    if (!shown(card)) continue;
    if (el instanceof HTMLInputElement && nativeDrawn(el)) continue;
    const mine = look(card);
    const others = group.filter((g) => g !== el && !(g instanceof HTMLInputElement ? g.checked : g.matches('[aria-checked="true"], [aria-pressed="true"], [aria-selected="true"]')));
    let showsIt: boolean;
    if (others.length) {
      showsIt = others.every((o) => look(cardOf(o, group)) !== mine);
    } else if (el instanceof HTMLInputElement) {
      el.checked = false;
      showsIt = look(card) !== mine;
      el.checked = true;
    } else showsIt = true;
    if (!showsIt) unselected.push(`${name(card)} (${el instanceof HTMLInputElement ? `${el.type} ${el.name || el.id}` : el.getAttribute('role') ?? 'pressed'}) looks the same as the unchosen ${others.length ? 'choices' : 'state'}`);
  }

  // (b) Text inside its control: the text's boxes (a Range over its text nodes) within the control's padding box.
  const overflow: string[] = [];
  const controls = document.querySelectorAll('button, a.button, [role="button"], select, label:has(> input[type="radio"]), label:has(> input[type="checkbox"]), [class*="badge"], [class*="pill"], [class*="chip"], [class*="status"]');
  for (const el of controls) {
    if (!shown(el)) continue;
    const s = getComputedStyle(el);
    if (s.textOverflow === 'ellipsis') continue;
    const box = el.getBoundingClientRect();
    const inner = {
      left: box.left + parseFloat(s.borderLeftWidth) - 1,
      right: box.right - parseFloat(s.borderRightWidth) + 1,
      top: box.top + parseFloat(s.borderTopWidth) - 1,
      bottom: box.bottom - parseFloat(s.borderBottomWidth) + 1,
    };
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim() || !n.parentElement || hiddenByCss(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.width === 0) continue;
      const out = Math.max(inner.left - r.left, r.right - inner.right, inner.top - r.top, r.bottom - inner.bottom);
      if (out > 1) {
        overflow.push(`${name(el)}: its text runs ${Math.round(out)}px past its box`);
        break;
      }
    }
    // A message with a value in it (FormattedMessage's text and an element) laid out as flex items: the flex gap
    // stands inside the sentence ("Physical SIM ( Rs. 500 , delivered)"), and once it wraps its parts stand side by side
    // as columns ("Join and" | "1,000" | "points"). Found as text, an element, text among the items, or as items with
    // text side by side where one of them runs over two lines.
    if (/flex/.test(s.display) && s.flexDirection.startsWith('row')) {
      const items = [...el.childNodes].flatMap((c) => {
        if (c.nodeType === Node.TEXT_NODE && c.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(c);
          return [{ kind: 'T', lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }];
        }
        if (c instanceof HTMLElement && c.innerText?.trim() && !hiddenByCss(c)) {
          const lineHeight = parseFloat(getComputedStyle(c).lineHeight) || parseFloat(getComputedStyle(c).fontSize) * 1.5;
          return [{ kind: 'E', lines: Math.round(c.getBoundingClientRect().height / lineHeight) }];
        }
        return [];
      });
      const kinds = items.map((i) => i.kind).join('');
      if (/T.*E.*T/.test(kinds)) overflow.push(`${name(el)}: a sentence with a value inside it is laid out as flex items (wrap it in one element)`);
      else if (items.length > 1 && kinds.includes('T') && items.some((i) => i.lines > 1)) overflow.push(`${name(el)}: its text stands in side-by-side columns (wrap it in one element)`);
    }
    if (el.scrollWidth > el.clientWidth + 1 && s.overflowX !== 'visible' && !overflow.at(-1)?.startsWith(name(el))) overflow.push(`${name(el)}: content ${el.scrollWidth - el.clientWidth}px wider than it`);
  }
  // Nothing wider than the screen (outside a container that scrolls sideways on purpose).
  const scrollsSideways = (el: Element) => {
    for (let e = el.parentElement; e; e = e.parentElement) if (/auto|scroll|hidden|clip/.test(getComputedStyle(e).overflowX) && e !== document.body && e !== document.documentElement) return true;
    return false;
  };
  if (document.documentElement.scrollWidth > vw + 1) overflow.push(`the page is ${document.documentElement.scrollWidth - vw}px wider than the screen`);
  for (const el of document.querySelectorAll('main *, header *, nav *')) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || (r.right <= vw + 1 && r.left >= -1)) continue;
    if (scrollsSideways(el) || hiddenByCss(el)) continue;
    overflow.push(`${name(el)} reaches ${Math.round(r.left < -1 ? r.left : r.right - vw)}px past the screen's edge`);
    if (overflow.length > 20) break;
  }

  // (c) Controls on each other: visible controls in the page's flow (a fixed bar over scrolled content is by design).
  const fixedIn = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) if (/fixed|sticky/.test(getComputedStyle(e).position)) return e;
    return null;
  };
  const interactive = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"]')].filter((el) => {
    if (!shown(el)) return false;
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && !nativeDrawn(el)) return false;
    return true;
  });
  const overlap: string[] = [];
  // An inline control that wraps (a link across two lines) is its line boxes, not the rectangle around them.
  const boxes = interactive.map((el) => ({ el, rects: [...el.getClientRects()].filter((r) => r.width > 1 && r.height > 1), fixed: fixedIn(el) }));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.fixed !== b.fixed) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A control and the label that wraps it or names it are one control.
      const label = (x: Element, y: Element) => x instanceof HTMLLabelElement || (x.id && y.getAttribute('aria-labelledby')?.split(' ').includes(x.id));
      if (label(a.el, b.el) || label(b.el, a.el)) continue;
      let worst: [number, number] | undefined;
      for (const ra of a.rects) {
        for (const rb of b.rects) {
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > 1 && h > 1 && (!worst || w * h > worst[0] * worst[1])) worst = [w, h];
        }
      }
      if (worst) overlap.push(`${name(a.el)} and ${name(b.el)} overlap by ${Math.round(worst[0])}×${Math.round(worst[1])}px`);
    }
  }

  // A button beside its box in a flex row (a promo code's Apply, a code's Verify) stands level with the box.
  const misaligned: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    const row = button.parentElement;
    if (!row || !shown(button) || !/flex/.test(getComputedStyle(row).display) || getComputedStyle(row).flexDirection !== 'row') continue;
    const box = [...row.querySelectorAll('input:not([type="radio"], [type="checkbox"], [type="hidden"]), select')].find((i) => shown(i));
    if (!box || button.contains(box)) continue;
    const b = button.getBoundingClientRect();
    const i = box.getBoundingClientRect();
    if (b.top >= i.bottom || i.top >= b.bottom + 24) continue; // on another line of a wrapped row
    const off = Math.round(b.bottom - i.bottom);
    if (Math.abs(off) > 2) misaligned.push(`${name(button)} sits ${Math.abs(off)}px ${off > 0 ? 'lower' : 'higher'} than ${name(box)} beside it`);
  }

  // (d) Latin words on an Urdu page: visible text outside what is marked as another language or as a value to type.
  const latin: string[] = [];
  if (rtl) {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim()) continue;
      if (el.closest('script, style, noscript, template, input, textarea, code, kbd, samp, [lang]:not([lang="ur"])') || hiddenByCss(el)) continue;
      texts.push(n.textContent);
    }
    const text = texts
      .join(' ')
      .replace(/\b(?:ORD|CART|SR|RS|RD|PL|LINK)-[0-9A-Z]{4,}\b/g, ' ')
      .replace(/\S+@\S+/g, ' ');
    for (const w of new Set(text.match(/[A-Za-z][A-Za-z'’+-]*[A-Za-z+]|[A-Za-z]/g) ?? [])) {
      if (/^[A-Z0-9]{2,5}$/.test(w)) continue;
      const i = text.indexOf(w);
      latin.push(`${w} «${text.slice(Math.max(0, i - 25), i + w.length + 25).replace(/\s+/g, ' ')}»`);
    }
  }

  // (e) The stepper's steps as drawn.
  let stepper: PageFindings['stepper'];
  // A specimen (the /design catalogue's stepper, inside [data-specimen]) is no page's own stepper.
  const bar = [...document.querySelectorAll('[data-testid="wizard-progress"] ol')].find((ol) => !ol.closest('[data-specimen]'));
  if (bar) {
    const items = [...bar.querySelectorAll('li')];
    const labelOf = (li: Element) => {
      const label = li.querySelector('.wizard-progress-label')?.cloneNode(true) as Element | undefined;
      label?.querySelectorAll('.visually-hidden').forEach((h) => h.remove());
      return (label?.textContent ?? '').trim();
    };
    stepper = {
      steps: items.map((li) => li.getAttribute('data-step') ?? ''),
      labels: items.map(labelOf),
      current: items.find((li) => li.getAttribute('aria-current') === 'step')?.getAttribute('data-step') ?? undefined,
    };
  }
  return { unselected, overflow, overlap, misaligned, latin, stepper };
}

/**
 * Chooses the first option of every radio group with nothing chosen, and ticks every unticked checkbox, as a customer
 * would (a click: the page's own handlers run), so that the selected state of every group on the screen can be looked
 * at. Returns how many it chose. The answer scripts choose what they need after it (their `check()` keeps a tick).
 */
export async function chooseEveryGroup(page: Page): Promise<number> {
  return page.evaluate(() => {
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)')];
    const names = [...new Set(radios.map((r) => r.name))].filter((n) => n && !radios.some((r) => r.name === n && r.checked));
    const picks = [...names.map((n) => radios.find((r) => r.name === n)!), ...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:checked):not(:disabled)')];
    for (const input of picks) input.click();
    return picks.length;
  });
}

/** Latin words outside the allow-list (URDU_ALLOWED) and the customer's own words. */
export function englishLeft(latin: readonly string[], own: readonly string[] = []): string[] {
  const allowed = new Set([...Object.keys(URDU_ALLOWED), ...own]);
  return latin.filter((w) => !allowed.has(w.split(' ')[0]!));
}

/** The wizard that has a step at `path`, with its steps in JSON order. */
function wizardAt(path: string) {
  for (const { definition } of journeyFiles()) {
    if (definition.kind !== 'wizard') continue;
    if (definition.steps.some((s) => s.path === path)) return definition;
  }
  return undefined;
}

/**
 * What is wrong with the stepper at `path` in `language`: its steps must be the journey's steps in the JSON's order
 * (those off the customer's way left out), the current one the step at this address, and each named by its screen's
 * step title where the catalogue has one (the shell's `step_title_<screen>`), never empty.
 */
export function stepperProblems(path: string, language: Language, stepper: NonNullable<PageFindings['stepper']>): string[] {
  const wizard = wizardAt(path);
  if (!wizard) return [`a stepper on ${path}, which is no wizard step`];
  const order = wizard.steps.map((s) => s.name);
  const problems: string[] = [];
  let last = -1;
  for (const step of stepper.steps) {
    const at = order.indexOf(step);
    if (at < 0) problems.push(`stepper step "${step}" is not a step of ${wizard.id}`);
    else if (at <= last) problems.push(`stepper step "${step}" comes after "${order[last]}" though the JSON has it before`);
    last = Math.max(last, at);
  }
  const here = wizard.steps.find((s) => s.path === path)?.name;
  if (stepper.current !== here) problems.push(`stepper marks "${stepper.current ?? 'nothing'}" as current, the address is step "${here}"`);
  stepper.steps.forEach((step, i) => {
    const found = wizard.steps.find((s) => s.name === step);
    const title = found ? shellMessages[language][`step_title_${screenOf(found)}`] : undefined;
    const label = stepper.labels[i] ?? '';
    if (!label) problems.push(`stepper step "${step}" has no name`);
    else if (title !== undefined && label !== title) problems.push(`stepper names step "${step}" "${label}", its title is "${title}"`);
  });
  return problems;
}

/**
 * Reads the page and says what is wrong on it, each finding prefixed with where (route, language, width). `stepper`:
 * the page is a wizard step after its journey's first, where the stepper must be.
 */
export async function layoutProblems(page: Page, at: { path: string; language: Language; width: number; own?: readonly string[]; stepper?: boolean }): Promise<string[]> {
  const f = await page.evaluate(inspectPage);
  const where = `${at.path} ${at.language} ${at.width}px`;
  const problems = [
    ...f.unselected.map((p) => `${where}: choice not shown as selected: ${p}`),
    ...f.overflow.map((p) => `${where}: overflow: ${p}`),
    ...f.overlap.map((p) => `${where}: overlap: ${p}`),
    ...f.misaligned.map((p) => `${where}: not level: ${p}`),
    ...englishLeft(f.latin, at.own).map((w) => `${where}: English in Urdu: ${w}`),
  ];
  const shownPath = new URL(page.url()).pathname;
  if (at.stepper && !f.stepper) problems.push(`${where}: no stepper on a step after the journey's first`);
  if (f.stepper) problems.push(...stepperProblems(shownPath, at.language, f.stepper).map((p) => `${where} (shown at ${shownPath}): ${p}`));
  return problems;
}

/**
 * The page looked at in each width (a resize, no reload: the layout is drawn again for the width), in `widths`' order
 * (the narrow one first unless told), then left at the narrow one. `leaveAtLast`: left at the last width instead, so
 * that a caller looking again (in the other language) starts where this ended and spends no resize getting back.
 */
export async function lookAtWidths(
  page: Page,
  at: { path: string; language: Language; own: readonly string[]; stepper?: boolean },
  { widths = WIDTHS, leaveAtLast = false }: { widths?: readonly number[]; leaveAtLast?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const viewport = (width: number) => ({ width, height: width < 600 ? 844 : 800 });
  for (const width of widths) {
    const { width: now } = page.viewportSize() ?? { width: 0 };
    if (now !== width || page.viewportSize()?.height !== viewport(width).height) await page.setViewportSize(viewport(width));
    problems.push(...(await layoutProblems(page, { ...at, width })));
  }
  if (!leaveAtLast && page.viewportSize()?.width !== WIDTHS[0]) await page.setViewportSize(viewport(WIDTHS[0]));
  return problems;
}
