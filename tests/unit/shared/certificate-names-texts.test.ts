import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../../src/shared/domain/taxes/tax-definitions';

/*
 * The definitions' Tamil lives in catalogues without a `.pot`: their English is the definitions'
 * own. Each Tamil text is written for the English it names (msgid), so an English text changed in a
 * definition fails here, by its key, until its Tamil is looked at again; and every text a
 * definition shows has its Tamil.
 */

/** Each message of a PO file by its key (msgctxt): the English it was written for and its Tamil. */
function readPo(path: string): Map<string, { english: string; tamil: string }> {
  const messages = new Map<string, { english: string; tamil: string }>();
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const entry of readFileSync(path, 'utf8').split(/\n\s*\n/)) {
    const parts: Record<string, string> = {};
    let current = '';
    for (const line of entry.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) parts[(current = start[1] ?? '')] = unquote(start[2] ?? '""');
      else if (line.startsWith('"') && current) parts[current] += unquote(line);
    }
    if (parts.msgctxt !== undefined) messages.set(parts.msgctxt, { english: parts.msgid ?? '', tamil: parts.msgstr ?? '' });
  }
  return messages;
}

/** The English as an ICU message writes it: a brace is quoted. */
const asMessage = (text: string) => text.replace(/[{}]/g, (brace) => `'${brace}'`);

/** What the definitions show, by the key of its Tamil: the English each Tamil text is written for. */
function certificateTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const options = new Map<string, string>();
  for (const definition of certificateDefinitions) {
    const key = `definitions.${definition.slug}`;
    texts.set(`${key}.title`, definition.title);
    texts.set(`${key}.formTitle`, definition.formTitle);
    texts.set(`${key}.summary`, definition.summary);
    texts.set(`${key}.certificate.title`, definition.certificate.title);
    for (const field of definition.fields) {
      texts.set(`${key}.fields.${field.name}.label`, field.label);
      if (field.hint !== undefined) texts.set(`${key}.fields.${field.name}.hint`, field.hint);
      if (field.invalidMessage !== undefined) texts.set(`${key}.fields.${field.name}.invalidMessage`, field.invalidMessage);
      for (const option of field.options ?? []) options.set(`options.${option.value}`, option.label);
    }
    for (const file of definition.files) texts.set(`${key}.files.${file.name}.label`, file.label);
  }
  return new Map([...texts, ...options]);
}

/**
 * A field's or an upload's own "required" message may have its Tamil; without one the Tamil page
 * words it from the Tamil label, as the schema does for every other field.
 */
function requiredMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const definition of certificateDefinitions) {
    for (const item of [
      ...definition.fields.map((field) => ['fields', field] as const),
      ...definition.files.map((file) => ['files', file] as const),
    ]) {
      const [kind, { name, requiredMessage }] = item;
      if (requiredMessage !== undefined) messages.set(`definitions.${definition.slug}.${kind}.${name}.requiredMessage`, requiredMessage);
    }
  }
  return messages;
}

function taxTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const definition of taxDefinitions) {
    texts.set(`${definition.slug}.title`, definition.title);
    for (const field of definition.identifiers) texts.set(`${definition.slug}.identifiers.${field.name}`, field.label);
    const options = definition.period.kind === 'period' ? definition.period.options : [];
    for (const option of options) texts.set(`${definition.slug}.periodOptions.${option.value}`, option.label);
  }
  return texts;
}

/** Each problem by key: Tamil missing or empty, written for other English, or for a text the definitions no longer have. */
function problemsOf(
  catalogue: Map<string, { english: string; tamil: string }>,
  english: Map<string, string>,
  optional = new Map<string, string>(),
) {
  const problems: string[] = [];
  for (const [key, text] of english) {
    const found = catalogue.get(key);
    if (!found?.tamil) problems.push(`${key} has no Tamil ("${text}")`);
    else if (found.english !== asMessage(text))
      problems.push(`${key}: its Tamil is written for "${found.english}", the English is now "${text}"`);
  }
  for (const [key, found] of catalogue) {
    const text = optional.get(key);
    if (text !== undefined && found.english !== asMessage(text))
      problems.push(`${key}: its Tamil is written for "${found.english}", the English is now "${text}"`);
    if (!english.has(key) && text === undefined) problems.push(`${key} is not a text of the definitions: remove it`);
  }
  return problems;
}

describe('the definitions in Tamil', () => {
  it('word every title, label, hint, message, upload and option of the certificate definitions, each for its English', () => {
    const catalogue = readPo('src/shared/domain/certificates/certificate-names-texts.ta.po');
    expect(problemsOf(catalogue, certificateTexts(), requiredMessages())).toEqual([]);
  });

  it('word every title, identifier and period of the tax definitions, each for its English', () => {
    const catalogue = readPo('src/shared/domain/taxes/tax-names-texts.ta.po');
    expect(problemsOf(catalogue, taxTexts())).toEqual([]);
  });

  it('name the key of a text whose English changed, and of one without Tamil', () => {
    const catalogue = readPo('src/shared/domain/certificates/certificate-names-texts.ta.po');
    const changed = new Map(certificateTexts());
    changed.set('definitions.birth.fields.childName.label', "Child's Name");
    changed.set('definitions.birth.fields.nickname.label', 'Nickname');
    expect(problemsOf(catalogue, changed)).toEqual(
      expect.arrayContaining([
        `definitions.birth.fields.childName.label: its Tamil is written for "Child's Full Name", the English is now "Child's Name"`,
        'definitions.birth.fields.nickname.label has no Tamil ("Nickname")',
      ]),
    );
  });
});
