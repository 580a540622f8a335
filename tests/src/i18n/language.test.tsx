// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/language';
import { hasShellTexts, loadShellTexts, shellTexts } from '../../../src/i18n/shell-texts';
import { shellMessages } from '../../../src/i18n/shell-messages';

afterEach(() => localStorage.clear());
// The page's language's words are in before the first render (main.tsx): here English's, a chunk like Urdu's.
beforeAll(() => loadShellTexts('en'));

describe('useLanguage', () => {
  it('starts from the saved language', () => {
    localStorage.setItem('language', 'ur');
    const { result } = renderHook(() => useLanguage());
    expect(result.current[0]).toBe('ur');
  });

  it('shows Urdu once its shell texts (a chunk of their own) are in: never right-to-left with English texts', async () => {
    // The first switch to Urdu in this file: its texts are not loaded yet (English's are, as on a page in English).
    expect(hasShellTexts('ur')).toBe(false);
    expect(shellTexts('ur')).toBe(shellMessages.en);
    const { result } = renderHook(() => useLanguage());
    act(() => result.current[1]('ur'));
    // Saved at once (a page load right after keeps it), shown when the texts are in.
    expect(localStorage.getItem('language')).toBe('ur');
    expect(document.documentElement.dir).not.toBe('rtl');
    expect(result.current[0]).toBe('en');
    await waitFor(() => expect(result.current[0]).toBe('ur'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(shellTexts('ur')).toEqual(shellMessages.ur);
  });

  it('saves and applies a choice the moment it is made, before any re-render, so a page load right after keeps it', () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current[0]).toBe('en');
    // Outside act(): no render or effect has run when the storage and the document are read (Urdu's texts are
    // loaded by the test before).
    result.current[1]('ur');
    expect(localStorage.getItem('language')).toBe('ur');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
    result.current[1]('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('tells the server the choice by cookie, so the landing HTML comes in that language', () => {
    const { result } = renderHook(() => useLanguage());
    result.current[1]('ur');
    expect(document.cookie).toContain('lang=ur');
    result.current[1]('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.cookie).not.toContain('lang=ur');
  });
});
