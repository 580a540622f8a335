import { useLayoutEffect, useRef } from 'react';

/**
 * Moves the keyboard to an element the next render adds (a day behind "More days", a box that was read back), once
 * that render is done: `focusAfterRender(id)` in the handler that asked for the render. A frame's callback was not
 * enough: a tap's render waits for the tap's paint (src/render-schedule.ts), so the element was not there yet.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pending.current;
    if (id === null) return;
    const element = document.getElementById(id);
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return (id) => {
    pending.current = id;
  };
}
