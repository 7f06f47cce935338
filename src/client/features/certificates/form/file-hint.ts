import type { FileFieldDefinition } from '../../../../shared/domain/certificates/definition-types';
import { formatMegabytes } from '../../../../shared/schemas/file-checks';
import { certificateTexts } from '../certificate-texts';

/** Under an upload: what it takes and how large. The hint begins with the types, so their first letter is a capital. */
export function fileHint(file: FileFieldDefinition): string {
  const t = certificateTexts.get().form;
  const types = t.fileTypes[file.accept];
  return t.fileHint({
    types: `${types.charAt(0).toUpperCase()}${types.slice(1)}`,
    size: formatMegabytes(file.maxBytes),
    multiple: String(file.multiple),
  });
}
