import { useCallback, useId, useState } from 'react';
import styles from './check-answers.module.css';
import { formTexts } from './form-texts';

/**
 * The share of a submission sent so far, as a labelled `<progress>` (a progressbar with its value
 * for assistive technology): an application with documents takes half a minute or more on 2G.
 */
export function SendProgress({ share }: { share: number | null }) {
  const id = useId();
  if (share === null) return null;
  const percent = Math.round(Math.min(Math.max(share, 0), 1) * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>{formTexts.get().progress({ percent })}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}

/** The share of the form's upload sent so far (null while nothing is being sent), and a way to follow a send. */
export function useSendProgress() {
  const [share, setShare] = useState<number | null>(null);
  const during = useCallback(async <T,>(send: (onProgress: (share: number) => void) => Promise<T>): Promise<T> => {
    setShare(0);
    try {
      return await send(setShare);
    } finally {
      setShare(null);
    }
  }, []);
  return { share, during };
}
