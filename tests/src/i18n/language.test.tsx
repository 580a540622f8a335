// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/language';

afterEach(() => localStorage.clear());

describe('useLanguage', () => {
  it('starts from the saved language', () => {
    localStorage.setItem('language', 'ur');
    const { result } = renderHook(() => useLanguage());
    expect(result.current[0]).toBe('ur');
  });

  it('saves and applies a choice the moment it is made, before any re-render, so a page load right after keeps it', () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current[0]).toBe('en');
    // Outside act(): no render or effect has run when the storage and the document are read.
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
