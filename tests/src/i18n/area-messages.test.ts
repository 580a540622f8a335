import { describe, expect, it } from 'vitest';

/**
 * Every catalogue of bundled texts (each `messages.ts` and `*-messages.ts` under src/, split or not): Urdu has
 * exactly the English keys, and no Urdu text is left in English (an acronym such as APN may stay, as in the shell's
 * test). A new catalogue file is covered by its name alone.
 */
const files = import.meta.glob<Record<string, unknown>>(['../../../src/**/messages.ts', '../../../src/**/*-messages.ts', '../../../src/**/status-words.ts', '../../../src/**/request-names.ts'], { eager: true });

type Catalogue = { en: Record<string, string>; ur: Record<string, string> };
const isCatalogue = (v: unknown): v is Catalogue =>
  typeof v === 'object' && v !== null && typeof (v as Catalogue).en === 'object' && typeof (v as Catalogue).ur === 'object';

const catalogues = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ where: `${file.replace('../../../', '')} ${name}`, messages: value as Catalogue })),
);

describe('bundled catalogues', () => {
  it('are all found, the split ones included', () => {
    const names = catalogues.map((c) => c.where);
    for (const expected of ['order-messages.ts orderMessages', 'profile-messages.ts profileMessages', 'item-messages.ts orderItemMessages', 'link-messages.ts rescheduleLinkMessages', 'account/messages.ts accountMessages', 'checkout/messages.ts checkoutMessages']) {
      expect(names.some((n) => n.includes(expected))).toBe(true);
    }
  });

  it.each(catalogues.map((c) => [c.where, c.messages] as const))('%s: Urdu has every English key and no English text', (_where, messages) => {
    expect(Object.keys(messages.ur).sort()).toEqual(Object.keys(messages.en).sort());
    const untranslated = Object.entries(messages.ur).filter(
      ([key, text]) => text === messages.en[key] && /[A-Za-z]{3}/.test(text.replace(/\{[^}]*\}/g, '')) && !/^[A-Z]{2,5}$/.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});
