import { useEffect, useRef, useState } from 'react';

/**
 * Focus for what a change is about to show: `focusAfterRender()` moves it to `ref`'s element once
 * React has rendered the state set beside it (an outcome, a message, a button shown again). A
 * `requestAnimationFrame` instead can run before that render on a busy phone, and find nothing.
 */
export function useFocusAfterRender<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.focus();
  }, [asked]);
  return { ref, focusAfterRender: () => setAsked((times) => times + 1) };
}
