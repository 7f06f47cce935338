import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema } from 'yup';

type JsonSchema = { [keyword: string]: unknown };

/**
 * The JSON schema of a request body, described from the shared Yup schema that checks it, so the
 * OpenAPI document and the check cannot disagree about fields, lengths or patterns. It describes
 * only: the Yup schema still validates, with the spec's messages (decisions 003 and 030). Custom
 * tests (calendar dates, options) are not described; their messages say what they want.
 */
export function bodyJsonSchemaOf(schema: AnySchema): JsonSchema {
  return described(convertSchema(schema) as JsonSchema);
}

/**
 * The converter's output as the API behaves: unknown fields are refused (validateStrict), the
 * empty object Yup starts from is no default a client gets, and a `ref` (confirmPassword must
 * equal password) is no enum value.
 */
function described(schema: JsonSchema): JsonSchema {
  const { default: _default, enum: values, properties, ...rest } = schema;
  const result: JsonSchema = { ...rest };
  if (Array.isArray(values)) {
    const plain = values.filter((value) => typeof value !== 'object' || value === null);
    if (plain.length > 0) result.enum = plain;
  }
  if (typeof properties === 'object' && properties !== null) {
    result.properties = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, described(property as JsonSchema)]));
    result.additionalProperties = false;
  }
  return result;
}
