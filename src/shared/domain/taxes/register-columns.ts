import type { TaxDefinition } from './tax-definition-types';

/** The column of a register file that names the ward the collection report groups by. */
export const WARD_COLUMN = 'ward';

/** The register file's columns of one tax type (decision 077), in the order a clerk's file lists them. */
export interface RegisterColumns {
  /** The bill's number, its period or bill month, its due date and its amount. */
  required: readonly string[];
  /** The type's other identifiers (the spec's names) and `ward`. */
  optional: readonly string[];
}

/**
 * A register file's header for one tax type: the type's spec identifier names, its period
 * (`period` or `billMonth`), `dueDate` and `amount`, and an optional `ward`. The server checks a
 * file's header against it; the staff page shows it so a clerk can make the file.
 */
export function registerColumnsOf(definition: TaxDefinition): RegisterColumns {
  return {
    required: [definition.numberField, definition.period.name, 'dueDate', 'amount'],
    optional: [...definition.identifiers.map((field) => field.name).filter((name) => name !== definition.numberField), WARD_COLUMN],
  };
}

/** Every column a type's file may have, required first: the header line a clerk starts from. */
export function registerHeaderOf(definition: TaxDefinition): string[] {
  const { required, optional } = registerColumnsOf(definition);
  return [...required, ...optional];
}
