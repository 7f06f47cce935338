import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { GRIEVANCE_PHOTO_TYPES } from '../../../../shared/domain/grievances/grievance-place';
import { formatBytes } from '../../../offline/form/storage';
import { Button } from '../../../ui/button';
import { fieldId } from '../../../ui/form/field-id';
import { FileField } from '../../../ui/form/file-field';
import { grievanceTexts } from '../grievance-texts';
import styles from './place.module.css';
import { PHOTO_FIELD } from './grievance-values';

const ACCEPT = GRIEVANCE_PHOTO_TYPES.join(',');

/** The picked photo itself, by a URL that lives as long as it is the form's (jsdom makes none). */
function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} className={styles.previewImage} />;
}

/**
 * The grievance's one optional photo, taken or chosen: the upload field certificate forms use,
 * without `capture`, so that a phone offers its camera and its gallery both. The form's autosave
 * makes a large photo smaller as it does a certificate's; the preview shows what will be sent.
 */
export function PhotoField() {
  const t = grievanceTexts.get().photo;
  const [field, , helpers] = useField<File[] | undefined>(PHOTO_FIELD);
  const photo = field.value?.[0];
  // A file input cannot be emptied by a page in every browser: a new one is mounted instead.
  const [inputs, setInputs] = useState(0);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    if (inputs > 0) document.getElementById(fieldId(PHOTO_FIELD))?.focus();
  }, [inputs]);

  function remove() {
    void helpers.setValue([], false);
    setInputs((count) => count + 1);
    setRemoved(true);
  }

  return (
    <div className={styles.photo}>
      <FileField key={inputs} name={PHOTO_FIELD} label={t.label} hint={t.hint} accept={ACCEPT} required={false} />
      {photo ? (
        <figure className={styles.preview}>
          <PhotoPreview file={photo} alt={t.preview} />
          <figcaption className={styles.caption}>{t.chosen({ name: photo.name, size: formatBytes(photo.size) })}</figcaption>
          <Button variant="secondary" onClick={remove}>
            {t.remove}
          </Button>
        </figure>
      ) : null}
      <p aria-live="polite" className={styles.note}>
        {removed && !photo ? t.removed : null}
      </p>
    </div>
  );
}
