import { useField } from 'formik';
import { formatBytes } from '../../../offline/form/storage';
import { originalSizeOf } from '../../../offline/form/stored-files';
import { certificateTexts } from '../certificate-texts';
import styles from './attached-files.module.css';

/**
 * The files an upload holds, under its control, which names one file or only counts several: each
 * is listed here with its size, and the size a smaller photo saved.
 */
export function AttachedFiles({ name, label, showNames }: { name: string; label: string; showNames: boolean }) {
  const [field] = useField<File[] | undefined>(name);
  const t = certificateTexts.get().form;
  const files = field.value ?? [];
  const lines = files
    .map((file) => {
      const before = originalSizeOf(file);
      const reduced = before !== undefined ? t.reduced({ before: formatBytes(before), after: formatBytes(file.size) }) : null;
      if (!showNames && !reduced) return null;
      return {
        key: `${file.name}-${file.size}-${file.lastModified}`,
        text: [showNames ? t.attached({ name: file.name, size: formatBytes(file.size) }) : file.name, reduced].filter(Boolean).join(' '),
      };
    })
    .filter((line) => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t.attachedFor({ label })} aria-live="polite">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}
