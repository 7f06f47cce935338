import type { CertificateDefinition, FieldDefinition, FileFieldDefinition } from '../../shared/domain/certificates/definition-types';
import type { Option } from '../../shared/domain/common/options';
import type { DefinitionsTexts } from '../../shared/domain/certificates/definition-texts';
import { catalogue } from './catalogue';

const english: DefinitionsTexts = { definitions: {}, options: {} };

/**
 * Not a `.pot` and `.ta.po` pair: English has no module of its own (the definitions are it), so only
 * Tamil is a chunk (certificate-names-texts.ta.po).
 */
export const definitionTexts = catalogue<DefinitionsTexts>('certificate definitions', {
  en: () => Promise.resolve({ default: english }),
  ta: () => import('../../shared/domain/certificates/certificate-names-texts.ta'),
});

const inLanguage = new WeakMap<DefinitionsTexts, WeakMap<CertificateDefinition, CertificateDefinition>>();

/**
 * The definition as this page shows it: titles, labels, hints, options and per-field messages in
 * the page's language, English where a text has no translation. The rules, names and order stay
 * the definition's own. The same object for the same definition, so that it can key a memo.
 */
export function definitionInPageLanguage(definition: CertificateDefinition): CertificateDefinition {
  const texts = definitionTexts.get();
  if (texts === english) return definition;
  let cache = inLanguage.get(texts);
  if (!cache) inLanguage.set(texts, (cache = new WeakMap()));
  let shown = cache.get(definition);
  if (!shown) cache.set(definition, (shown = translated(definition, texts)));
  return shown;
}

function translated(definition: CertificateDefinition, { definitions, options }: DefinitionsTexts): CertificateDefinition {
  const own = definitions[definition.slug];
  const option = (item: Option): Option => ({ ...item, label: options[item.value] ?? item.label });
  return {
    ...definition,
    title: own?.title ?? definition.title,
    formTitle: own?.formTitle ?? definition.formTitle,
    summary: own?.summary ?? definition.summary,
    certificate: own ? { ...definition.certificate, title: own.certificate.title } : definition.certificate,
    fields: definition.fields.map((field): FieldDefinition => {
      const words = own?.fields[field.name];
      const shown: FieldDefinition = field.options ? { ...field, options: field.options.map(option) } : field;
      if (words === undefined) return shown;
      // A translated field words its messages in its language: its own ones, or the schema's.
      const { label, hint, requiredMessage, invalidMessage } = words;
      return { ...shown, label, hint: hint ?? field.hint, requiredMessage, invalidMessage };
    }),
    files: definition.files.map((file): FileFieldDefinition => {
      const words = own?.files?.[file.name];
      if (words === undefined) return file;
      return { ...file, label: words.label, requiredMessage: words.requiredMessage };
    }),
  };
}
