import { useEffect, useRef } from 'react';

/**
 * A modal question (a <dialog> with the dialog.module.css `question` class) opened as it mounts,
 * with the focus on its safe answer: the button given `cancel`. Escape closes it, which the
 * dialog's onClose treats as that answer.
 */
export function useModalQuestion() {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
  }, []);
  return { dialog, cancel };
}
