import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../../../../src/features/catalog/messages';

describe('catalog messages', () => {
  it('Urdu has every English key, and no Urdu text is left in English', () => {
    expect(Object.keys(catalogMessages.ur).sort()).toEqual(Object.keys(catalogMessages.en).sort());
    const untranslated = Object.entries(catalogMessages.ur).filter(([key, text]) => text === catalogMessages.en[key] && /[A-Za-z]{3}/.test(text.replace(/\{[^}]*\}/g, '')));
    expect(untranslated).toEqual([]);
  });
});
