import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { compressImage } from './compress-image';
import type { FormDraft } from './use-form-draft';

/** Files already downscaled (or left as they are): never compressed twice. */
const prepared = new WeakSet<File>();

async function prepare(file: File): Promise<File> {
  if (prepared.has(file)) return file;
  const result = await compressImage(file);
  prepared.add(result);
  return result;
}

function textOf(values: Record<string, unknown>, fileFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => !fileFields.includes(entry[0]) && typeof entry[1] === 'string'),
  );
}

/**
 * Inside a Formik form: saves the typed values as a draft (debounced) and each upload as soon as
 * it is picked, after downscaling photos, which then replace the originals in the form so that
 * what is submitted is what was stored. Renders nothing.
 */
export function DraftAutosave({ draft, fileFields = [] }: { draft: FormDraft; fileFields?: readonly string[] }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const seen = useRef<{ text: string; files: Record<string, unknown> } | null>(null);
  const latest = useRef(values);

  useEffect(() => {
    latest.current = values;
    const text = textOf(values, fileFields);
    const json = JSON.stringify(text);
    if (seen.current === null) {
      // What the form opened with (empty, or the restored draft) is already saved.
      seen.current = { text: json, files: Object.fromEntries(fileFields.map((field) => [field, values[field]])) };
      return;
    }
    if (json !== seen.current.text) {
      seen.current.text = json;
      draft.saveValues(text);
    }
    for (const field of fileFields) {
      const chosen = values[field];
      if (chosen === seen.current.files[field]) continue;
      seen.current.files[field] = chosen;
      const files = Array.isArray(chosen) ? chosen.filter((item): item is File => item instanceof File) : [];
      const seenNow = seen.current;
      void draft.savingDocuments(
        (async () => {
          const ready = await Promise.all(files.map(prepare));
          // Another pick while the photos were being prepared: that one wins.
          if (latest.current[field] !== chosen) return;
          if (ready.some((file, index) => file !== files[index])) {
            // The smaller photos replace the originals in the form and are saved here: marked as
            // seen first, so that the render they cause does not save them a second time.
            seenNow.files[field] = ready;
            await setFieldValue(field, ready, false);
          }
          await draft.saveFiles(field, ready);
        })(),
      );
    }
  }, [values, fileFields, draft, setFieldValue]);

  return null;
}
