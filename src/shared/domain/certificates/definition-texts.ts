/*
 * The shape of the certificate definitions' words in a language other than English
 * (certificate-names-texts.ta.po): the Tamil pages read them through their catalogue
 * (src/client/i18n/certificate-definition-texts.ts), the server's PDFs directly.
 */

/** A field in another language: its label, and its own messages where it has them. */
export interface FieldTexts {
  label: string;
  hint?: string;
  requiredMessage?: string;
  invalidMessage?: string;
}

/** An upload in another language: its label, and its own "required" message where it has one. */
export interface FileTexts {
  label: string;
  requiredMessage?: string;
}

export interface DefinitionTexts {
  title: string;
  formTitle: string;
  summary: string;
  /** What the issued certificate is titled. */
  certificate: { title: string };
  /** By field name. */
  fields: Record<string, FieldTexts>;
  /** By upload name; a type without uploads has none. */
  files?: Record<string, FileTexts>;
}

/**
 * The certificate definitions in one language other than English, by definition slug and field
 * name. English is the definitions' own texts: they stay the one list of types and fields
 * (docs/decisions/027), and this only puts words to them. A type or a field without its words
 * here (a type added in a test) is shown with its English ones.
 */
export interface DefinitionsTexts {
  definitions: Record<string, DefinitionTexts>;
  /** Option labels by option value: the option lists are shared by every form that offers them. */
  options: Record<string, string>;
}
