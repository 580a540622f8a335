// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileJourney, type JourneyDefinition } from '../../../../engine';
import { JourneyScreen } from '../../../../renderer';
import { shellMessages } from '../../../../src/i18n/shell-messages';
import { screenRegistry } from '../../../../src/features/registry';

afterEach(cleanup);

/** The journey's words as the content screen reads them (journeys/content/<id>.<language>.json); none for 'nowords'. */
const WORDS: Record<string, Record<string, string>> = {
  'guided.en': { 'g.title': 'Before you start', 'g.body': 'Two minutes.', 'g.one': 'Keep your CNIC at hand', 'g.help': 'Help pages', 'g.go': 'Start now', 'g.alt': 'A SIM card' },
  'guided.ur': { 'g.title': 'شروع کرنے سے پہلے', 'g.body': 'دو منٹ۔', 'g.one': 'شناختی کارڈ پاس رکھیں', 'g.help': 'مدد کے صفحات', 'g.go': 'ابھی شروع کریں', 'g.alt': 'سم کارڈ' },
};
vi.mock('../../../../src/features/content/content-words', () => ({
  useContentWords: (journeyId: string, language: string) => WORDS[`${journeyId}.${language}`] ?? null,
}));

const journeyOf = (id: string): JourneyDefinition => ({
  id,
  kind: 'wizard',
  steps: [
    { name: 'start', path: `/${id}/start` },
    {
      name: 'guide',
      path: `/${id}/guide`,
      description: 'A developer note.',
      content: { title: 'g.title', body: 'g.body', image: { src: '/images/g.webp', alt: 'g.alt' }, list: ['g.one'], links: [{ text: 'g.help', href: '/help' }], buttons: { next: 'g.go' } },
    },
    { name: 'end', path: `/${id}/end` },
  ],
});

/** The content step of a journey, shown through the app's registry as a wizard page shows it. */
async function showGuide(id: string, language: 'en' | 'ur' = 'en') {
  const actor = createActor(compileJourney(journeyOf(id)).machine).start();
  actor.send({ type: 'NEXT' });
  render(
    <IntlProvider locale={language === 'ur' ? 'ur-PK' : 'en-PK'} messages={shellMessages[language]} onError={() => undefined}>
      <JourneyScreen actor={actor} registry={screenRegistry} send={(e) => act(() => actor.send(e))} />
    </IntlProvider>,
  );
  await screen.findByTestId('content-step', {}, { timeout: 5000 }).catch(() => undefined);
  return actor;
}

describe('the content screen', () => {
  it("draws a content step from its JSON and its journey's words, with Back and its own Continue", async () => {
    const actor = await showGuide('guided');
    const step = screen.getByTestId('content-step');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Before you start');
    expect(step.textContent).toContain('Two minutes.');
    expect(screen.getByText('Keep your CNIC at hand').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'Help pages' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('img', { name: 'A SIM card' }).getAttribute('src')).toBe('/images/g.webp');
    for (const hidden of ['guide', 'A developer note.', 'g.title']) expect(document.body.textContent).not.toContain(hidden);
    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    expect((actor.getSnapshot() as AnyMachineSnapshot).value).toBe('end');
  });

  it('Back leaves it for the step before', async () => {
    const actor = await showGuide('guided');
    await userEvent.click(screen.getByRole('button', { name: shellMessages.en.journey_back }));
    expect((actor.getSnapshot() as AnyMachineSnapshot).value).toBe('start');
  });

  it('speaks Urdu in Urdu, from the Urdu words', async () => {
    await showGuide('guided', 'ur');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('شروع کرنے سے پہلے');
    expect(screen.getByRole('button', { name: 'ابھی شروع کریں' })).toBeDefined();
    expect(screen.getByTestId('content-step').textContent).not.toMatch(/[A-Za-z]{3}/);
  });

  it('without its words says so, never a key', async () => {
    await showGuide('nowords');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this step');
    expect(document.body.textContent).not.toContain('g.title');
  });
});
