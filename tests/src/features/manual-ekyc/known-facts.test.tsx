// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { KnownFacts } from '../../../../src/features/manual-ekyc/known-facts';
import { manualEkycMessages } from '../../../../src/features/manual-ekyc/manual-ekyc-messages';
import { shellMessages } from '../../../../src/i18n/shell-messages';

afterEach(cleanup);

function shown(lang: 'en' | 'ur') {
  render(
    <IntlProvider locale={lang} messages={{ ...shellMessages[lang], ...manualEkycMessages[lang] }} onError={() => undefined}>
      <KnownFacts known={{ nationality: 'Pakistani', documentId: '3520212345671' }} hidden={new Set(['nationality', 'documentId'])} onChange={() => undefined} />
    </IntlProvider>,
  );
  return screen.getByRole('region').textContent ?? '';
}

describe('the facts the identity step already knows', () => {
  it('names the nationality in the reader\'s language (the list gives it in English)', () => {
    const text = shown('ur');
    expect(text).toContain('پاکستانی');
    expect(text).not.toContain('Pakistani');
  });

  it('keeps English for English readers', () => {
    expect(shown('en')).toContain('Pakistani');
  });
});
