import definitionsInTamil from '../../../shared/domain/certificates/certificate-names-texts.ta';
import type { DefinitionsTexts } from '../../../shared/domain/certificates/definition-texts';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import en from './certificate-pdf-texts.en';
import ta from './certificate-pdf-texts.ta';

/** The PDFs' own words (certificate-pdf-texts.pot and .ta.po): each PDF prints both. */
export const pdfTexts = { ta, en };

/** A text in both languages, as a PDF prints it: Tamil, then English. */
export interface BothLanguages {
  ta: string;
  en: string;
}

/*
 * What the definitions name, in both languages: the English is the definition's own, the Tamil
 * certificate-names-texts.ta.po's, or the English again for a type without Tamil words (one added
 * in a test).
 */
const tamil: DefinitionsTexts = definitionsInTamil;

export function certificateTitleOf(definition: CertificateDefinition): BothLanguages {
  const english = definition.certificate.title;
  return { ta: tamil.definitions[definition.slug]?.certificate.title ?? english, en: english };
}

/** A field's label; undefined for a name that is not one of the definition's fields. */
export function fieldLabelOf(definition: CertificateDefinition, name: string): BothLanguages | undefined {
  const english = definition.fields.find((field) => field.name === name)?.label;
  if (english === undefined) return undefined;
  return { ta: tamil.definitions[definition.slug]?.fields[name]?.label ?? english, en: english };
}

/** An upload's label; undefined for a name that is not one of the definition's uploads. */
export function fileLabelOf(definition: CertificateDefinition, name: string): BothLanguages | undefined {
  const english = definition.files.find((file) => file.name === name)?.label;
  if (english === undefined) return undefined;
  return { ta: tamil.definitions[definition.slug]?.files?.[name]?.label ?? english, en: english };
}
