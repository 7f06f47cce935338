import type { CertificateDefinition, FieldDefinition } from '../../src/shared/domain/certificates/definition-types';
import {
  CASTES,
  CAUSES_OF_DEATH,
  HOSPITALS,
  OCCUPATIONS,
  QUALIFICATIONS,
  RELATIONS,
  RELATIONSHIPS_TO_DECEASED,
  RELIGIONS,
  TALUKS,
  TOWNS,
  VILLAGES,
} from './names';
import {
  aadhaar,
  address,
  email,
  hashMod,
  indiaDate,
  literal,
  mobile,
  personName,
  pick,
  weightedStatus,
  withinLastYear,
} from './sql-parts';

/** The row key inside the statement: the row's number plus the type's offset (distinct across types). */
const KEY = 's.key';

export const APPLICATION_STATUS_WEIGHTS = [
  ['pending', 40],
  ['accepted', 45],
  ['declined', 15],
] as const;

/**
 * The SQL of one field's value, chosen by its kind and name, so that every field of a definition
 * (today's and any added later) gets a plausible value. `salt` keeps fields independent.
 */
function fieldValue(definition: CertificateDefinition, field: FieldDefinition, salt: number): string {
  const name = field.name.toLowerCase();
  const created = indiaDate('s.created_at');
  switch (field.kind) {
    case 'select':
      return pick(
        (field.options ?? []).map((option) => option.value),
        KEY,
        salt,
      );
    case 'date':
      if (definition.slug === 'birth' || name === 'dod') return `to_char(${created} - (${hashMod(KEY, salt, 45)})::int, 'YYYY-MM-DD')`;
      return `to_char(${created} - (18 * 365 + ${hashMod(KEY, salt, 60 * 365)})::int, 'YYYY-MM-DD')`;
    case 'amount':
      return `((360 + ${hashMod(KEY, salt, 11_640)}) * 100)::text`;
    case 'aadhaar':
      return aadhaar(KEY, salt);
    case 'phone':
      return mobile(KEY, salt);
    case 'email':
      return email(KEY, salt);
    case 'textarea':
      return name.includes('cause') ? pick(CAUSES_OF_DEATH, KEY, salt) : address(KEY, salt);
    case 'text':
      return textValue(field, name, salt);
  }
}

function textValue(field: FieldDefinition, name: string, salt: number): string {
  if (name.includes('occupation')) return pick(OCCUPATIONS, KEY, salt);
  if (name.includes('father')) return personName(KEY, salt, 'male');
  if (name.includes('mother')) return personName(KEY, salt, 'female');
  if (name.endsWith('name') || name === 'informant') return personName(KEY, salt);
  if (name === 'relationship') return pick(RELATIONSHIPS_TO_DECEASED, KEY, salt);
  if (name.startsWith('relation')) return pick(RELATIONS, KEY, salt);
  if (name.includes('place')) return `${pick(HOSPITALS, KEY, salt)} || ', ' || ${pick(TOWNS, KEY, salt + 1)}`;
  if (name === 'religion') return pick(RELIGIONS, KEY, salt);
  if (name === 'caste' || name === 'community') return pick(CASTES, KEY, salt);
  if (name === 'district') return pick(TOWNS, KEY, salt);
  if (name === 'taluk') return pick(TALUKS, KEY, salt);
  if (name === 'village') return pick(VILLAGES, KEY, salt);
  if (name === 'education') return pick(QUALIFICATIONS, KEY, salt);
  return `${literal(`${field.label} `)} || ${KEY}::text`;
}

/** Every required field filled; an optional one in about half the applications (jsonb_strip_nulls drops the rest). */
function dataObject(definition: CertificateDefinition): string {
  const pairs = definition.fields.map((field, index) => {
    const salt = 100 + index * 10;
    const value = fieldValue(definition, field, salt);
    const kept = field.required ? value : `case when ${hashMod(KEY, salt + 9, 2)} = 0 then ${value} end`;
    return `${literal(field.name)}, ${kept}`;
  });
  return `jsonb_strip_nulls(jsonb_build_object(${pairs.join(', ')}))`;
}

/**
 * One INSERT … SELECT for all the applications of a type. $1 is the array of references, made by
 * the server's own generator so that they have its exact format. Decided applications carry the
 * time of the decision; the rest were last touched when submitted.
 */
export function applicationsInsert(definition: CertificateDefinition, keyOffset: number): string {
  return `
with s as (
  select u.reference, u.n + ${keyOffset} as key,
         ${withinLastYear(`u.n + ${keyOffset}`, 1)} as created_at,
         ${weightedStatus(APPLICATION_STATUS_WEIGHTS, `u.n + ${keyOffset}`, 2)} as status
  from unnest($1::text[]) with ordinality as u(reference, n)
)
insert into applications (type, reference, data, status, created_at, updated_at, decided_at)
select ${literal(definition.slug)}, s.reference, ${dataObject(definition)}, s.status, s.created_at,
       case when s.status = 'pending' then s.created_at else least(now(), s.created_at + (1 + ${hashMod(KEY, 3, 20)}) * interval '1 day') end,
       case when s.status = 'pending' then null else least(now(), s.created_at + (1 + ${hashMod(KEY, 3, 20)}) * interval '1 day') end
from s`;
}

const DOCUMENT_TYPES = [
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['application/pdf', 'pdf'],
] as const;

/**
 * A document row for every required upload of every application of the type, as if the files
 * had been stored (the dashboard lists them and signs links; nobody opens them in the bench).
 */
export function documentsInsert(definition: CertificateDefinition): string | null {
  const required = definition.files.filter((file) => file.required);
  if (required.length === 0) return null;
  const fields = required.map((file) => `(${literal(file.name)})`).join(', ');
  const docKey = `a.id::text || f.field`;
  const typeIndex = hashMod(docKey, 1, DOCUMENT_TYPES.length);
  const mime = `(${`array[${DOCUMENT_TYPES.map(([type]) => literal(type)).join(', ')}]`})[1 + ${typeIndex}]`;
  const extension = `(${`array[${DOCUMENT_TYPES.map(([, ext]) => literal(ext)).join(', ')}]`})[1 + ${typeIndex}]`;
  return `
insert into application_documents (application_id, field, position, original_name, stored_name, size_bytes, mime_type, sha256, created_at)
select a.id, f.field, 0, f.field || '.' || ${extension}, md5(${docKey}), 40000 + ${hashMod(docKey, 2, 4_000_000)}, ${mime},
       encode(sha256(convert_to(${docKey}, 'UTF8')), 'hex'), a.created_at
from applications a cross join (values ${fields}) as f(field)
where a.type = ${literal(definition.slug)}`;
}
