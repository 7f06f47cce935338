import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import type { Draft } from '../drafts';
import { compressImage } from './compress-image';
import type { FormDraft } from './use-form-draft';

type Values = Record<string, unknown>;

/** Files already downscaled (or left as they are): never compressed twice. */
const prepared = new WeakSet<File>();

async function prepare(file: File): Promise<File> {
  if (prepared.has(file)) return file;
  const result = await compressImage(file);
  prepared.add(result);
  return result;
}

function textOf(values: Values, fileFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => !fileFields.includes(entry[0]) && typeof entry[1] === 'string'),
  );
}

/** The same text, or the same files in the same order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/**
 * A draft found after the form opened, taken into what the form holds now: each field the person
 * has changed since it opened keeps its value, every other field takes the draft's.
 */
function withDraft(current: Values, opened: Values, fromDraft: Values): Values {
  return Object.fromEntries(
    Object.entries(current).map(([name, value]) => [name, sameValue(value, opened[name]) && name in fromDraft ? fromDraft[name] : value]),
  );
}

interface DraftAutosaveProps {
  draft: FormDraft;
  /** The form's values as the search for a draft stands: a new form's, or the draft's once one is found (draft.restored). */
  startingValues: Values;
  fileFields?: readonly string[];
}

/**
 * Inside a Formik form: saves the typed values as a draft (debounced) and each upload as soon as
 * it is picked, after downscaling photos, which then replace the originals in the form so that
 * what is submitted is what was stored. Renders nothing.
 *
 * The device is searched for a draft once the form is open, and the person may be typing by then
 * (into a prerendered form, even before its JavaScript came). A draft found is taken into the form
 * as it stands, never by starting the form again: what the person typed or picked stays, the draft
 * fills the fields they have not touched, and the result is saved. Until the search has ended the
 * typed values stay in the form: saved earlier, they would replace the draft's other fields.
 */
export function DraftAutosave({ draft, startingValues, fileFields = [] }: DraftAutosaveProps) {
  const { values, initialValues, setFieldValue, setValues } = useFormikContext<Values>();
  const seen = useRef<{ text: string; files: Record<string, unknown> } | null>(null);
  const latest = useRef(values);
  // Found before the form opened, the draft is already its initial values.
  const takenIn = useRef<Draft | null | undefined>(draft.restored);
  const { restored } = draft;

  // In the commit that shows the values, not an effect later: a draft taken in from values a
  // render old would undo what the person typed or picked in between.
  useLayoutEffect(() => {
    latest.current = values;
    if (seen.current === null) {
      // What the form opened with (empty, or the restored draft) is already saved.
      seen.current = {
        text: JSON.stringify(textOf(values, fileFields)),
        files: Object.fromEntries(fileFields.map((field) => [field, values[field]])),
      };
      return;
    }
    if (restored && restored !== takenIn.current) {
      takenIn.current = restored;
      const combined = withDraft(values, initialValues, startingValues);
      // The device holds the draft as found, and the files picked so far (saved as they were picked).
      seen.current.text = JSON.stringify(textOf(startingValues, fileFields));
      for (const field of fileFields) if (combined[field] !== values[field]) seen.current.files[field] = combined[field];
      if (Object.keys(combined).some((name) => combined[name] !== values[name])) {
        // The render this causes saves what differs from the draft found.
        void setValues(combined, false);
        return;
      }
    }
    const text = textOf(values, fileFields);
    const json = JSON.stringify(text);
    if (restored !== undefined && json !== seen.current.text) {
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
  }, [values, restored, initialValues, startingValues, fileFields, draft, setFieldValue, setValues]);

  return null;
}
