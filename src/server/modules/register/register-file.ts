import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { isCalendarDate } from '../../../shared/domain/common/dates';
import { groupedIndian } from '../../../shared/domain/common/money';
import { periodStartOf } from '../../../shared/domain/taxes/register-bills';
import { registerColumnsOf, WARD_COLUMN } from '../../../shared/domain/taxes/register-columns';
import { TAX_TEXT_MAX } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { normalizeTypedText } from '../../../shared/validation/typed-text';
import { MAX_AMOUNT_RUPEES } from '../../../shared/schemas/tax-order-schema';
import type { RegisterTexts } from './register-texts';

/** One demand of a register file, checked: the account it belongs to and the demand itself. */
export interface RegisterRow {
  /** The file's line the row starts on. */
  line: number;
  number: string;
  name: string | null;
  ward: string | null;
  /** The row's other identifiers by their spec names, each non-empty. */
  identifiers: Record<string, string>;
  period: string;
  periodStart: string;
  dueDate: string;
  amountPaise: number;
}

/** What is wrong with one value (or one line) of a file; worded in the clerk's language when answered. */
interface RowError {
  line: number;
  column: string | null;
  message: (texts: RegisterTexts) => string;
}

export interface RegisterFile {
  /** The rows that passed their checks. */
  rows: RegisterRow[];
  /** Every row of the file, with or without errors. */
  rowCount: number;
  errors: ErrorList;
}

/** Errors an answer lists; the rest are counted. Enough to see a pattern, few enough to read. */
const REPORTED_ERRORS = 100;
/** Rows checked between two turns of the event loop. */
const ROWS_PER_TURN = 1000;

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
/** A byte sequence the UTF-8 decoder could not read, or a NUL: text no register holds. */
const isUnreadable = (text: string) => text.includes('\ufffd') || text.includes('\u0000');
const LINE_BREAK = /\r\n|\r|\n/g;

/** Collects errors: keeps the first REPORTED_ERRORS, counts them all. */
export class ErrorList {
  readonly kept: RowError[] = [];
  count = 0;
  add(error: RowError): void {
    this.count += 1;
    if (this.kept.length < REPORTED_ERRORS) this.kept.push(error);
  }
}

/**
 * Reads a register file of one tax type as it streams in: the header checked against the type's
 * columns, then each row checked and turned into a demand. Every problem is collected with its
 * line and column, so a clerk corrects the whole file at once; a file with errors imports nothing.
 */
export async function readRegisterFile(source: Readable, definition: TaxDefinition): Promise<RegisterFile> {
  // Set by the parser's callback, read by the loop below.
  const skipped: { error: { code: string; lines: number } | null } = { error: null };
  const parser = parse({
    bom: true,
    encoding: 'utf8',
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A line that cannot be parsed ends the checking there, after the rows before it are checked.
    skip_records_with_error: true,
    on_skip: (error) => {
      skipped.error ??= error ? { code: error.code, lines: Number(error.lines) } : null;
    },
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  const errors = new ErrorList();
  const rows: RegisterRow[] = [];
  let header: Header | null = null;
  let lastLine = 0;
  let rowCount = 0;
  let sinceTurn = 0;
  for await (const { record, info, raw } of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>) {
    const line = startLineOf(raw, info.lines);
    // What csv-parse reads after a line it could not parse is no longer the file's rows.
    if (skipped.error && line > skipped.error.lines) break;
    lastLine = info.lines;
    if (!header) {
      header = readHeader(record, line, definition, errors);
      if (!header) break;
      continue;
    }
    const row = readRow(record, line, header, definition, errors);
    if (row === 'empty') continue;
    rowCount += 1;
    if (row) rows.push(row);
    if (++sinceTurn === ROWS_PER_TURN) {
      sinceTurn = 0;
      await setImmediate();
    }
  }
  const unreadable = skipped.error;
  if (unreadable) {
    // An open quote is found only at the end of the file: it opened on the line after the last row read.
    const line = unreadable.code === 'CSV_QUOTE_NOT_CLOSED' ? lastLine + 1 : unreadable.lines;
    errors.add({ line, column: null, message: (t) => t.unreadable });
  }
  if (!header && errors.count === 0) errors.add({ line: 1, column: null, message: (t) => t.empty });
  // Whatever was not read, after a bad header or an unreadable line, is not asked for.
  source.destroy();
  return { rows, rowCount, errors };
}

/**
 * The line a record starts on: csv-parse counts the line it ends on, and its raw text (empty
 * lines skipped before it included) holds the line breaks inside its quoted values.
 */
function startLineOf(raw: string, endLine: number): number {
  const record = raw.replace(/(\r\n|\r|\n)$/, '').replace(/^(\r\n|\r|\n)+/, '');
  return endLine - (record.match(LINE_BREAK)?.length ?? 0);
}

interface Header {
  /** Each column's name by its position. */
  names: string[];
}

function readHeader(record: string[], line: number, definition: TaxDefinition, errors: ErrorList): Header | null {
  const { required, optional } = registerColumnsOf(definition);
  const known = new Set([...required, ...optional]);
  const names = record.map((name) => normalizeTypedText(name));
  // A spreadsheet may end each line with empty cells: an empty last column names nothing.
  while (names.length > 0 && names.at(-1) === '') names.pop();
  const before = errors.count;
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name)) {
      const columns = [...required, ...optional].join(', ');
      errors.add({ line, column: name, message: (t) => t.unknownColumn({ column: name === '' ? '""' : name, columns }) });
    } else if (seen.has(name)) errors.add({ line, column: name, message: (t) => t.repeatedColumn({ column: name }) });
    seen.add(name);
  }
  for (const name of required) {
    if (!seen.has(name)) errors.add({ line, column: name, message: (t) => t.missingColumn({ column: name }) });
  }
  return errors.count === before ? { names } : null;
}

function readRow(
  record: string[],
  line: number,
  header: Header,
  definition: TaxDefinition,
  errors: ErrorList,
): RegisterRow | 'empty' | null {
  const width = header.names.length;
  // Empty cells past the last column are a spreadsheet's; a line of empty cells is no row.
  if (record.every((value) => value.trim() === '')) return 'empty';
  if (record.length < width || record.slice(width).some((value) => value.trim() !== '')) {
    errors.add({ line, column: null, message: (t) => t.fieldCount({ found: record.length, expected: width }) });
    return null;
  }

  const before = errors.count;
  const values = new Map<string, string>();
  header.names.forEach((name, index) => {
    const value = record[index] ?? '';
    if (isUnreadable(value)) errors.add({ line, column: name, message: (t) => t.notUtf8 });
    else if (value.length > 0) values.set(name, normalizeTypedText(value));
  });
  const text = (name: string, required: boolean): string | null => {
    const value = values.get(name) ?? '';
    if (value === '') {
      if (required) errors.add({ line, column: name, message: (t) => t.required });
      return null;
    }
    if (value.length > TAX_TEXT_MAX) {
      errors.add({ line, column: name, message: (t) => t.tooLong({ max: TAX_TEXT_MAX }) });
      return null;
    }
    return value;
  };

  const number = text(definition.numberField, true);
  const identifiers: Record<string, string> = {};
  for (const field of definition.identifiers) {
    if (field.name === definition.numberField) continue;
    const value = text(field.name, false);
    if (value !== null) identifiers[field.name] = value;
  }
  const ward = text(WARD_COLUMN, false) ?? (definition.slug === 'property' ? (identifiers.wardNo ?? null) : null);
  const dueDate = dueDateOf(text('dueDate', true), line, errors);
  const period = text(definition.period.name, true);
  const periodStart = period === null ? null : periodStartIn(definition, period, dueDate, line, errors);
  const amountPaise = amountOf(text('amount', true), line, errors);

  if (errors.count > before || number === null || period === null || periodStart === null || dueDate === null || amountPaise === null)
    return null;
  const name = definition.payerField ? (identifiers[definition.payerField] ?? null) : null;
  return { line, number, name, ward, identifiers, period, periodStart, dueDate, amountPaise };
}

function dueDateOf(value: string | null, line: number, errors: ErrorList): string | null {
  if (value === null) return null;
  if (isCalendarDate(value)) return value;
  errors.add({ line, column: 'dueDate', message: (t) => t.dueDate });
  return null;
}

/** The period's first day; a property quarter's year comes from the due date, so a valid one is needed to know it. */
function periodStartIn(definition: TaxDefinition, period: string, dueDate: string | null, line: number, errors: ErrorList): string | null {
  const start = periodStartOf(definition, period, dueDate ?? '2000-01-01');
  if (start !== null) return dueDate === null ? null : start;
  const field = definition.period;
  if (field.kind === 'month') errors.add({ line, column: field.name, message: (t) => t.billMonth });
  else {
    const options = field.options.map((option) => option.value).join(', ');
    errors.add({ line, column: field.name, message: (t) => t.period({ options }) });
  }
  return null;
}

/** Rupees with at most two decimals, above 0 and at most the largest bill, as exact paise. */
function amountOf(value: string | null, line: number, errors: ErrorList): number | null {
  if (value === null) return null;
  const match = AMOUNT.exec(value);
  const paise = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  if (paise > 0 && paise <= MAX_AMOUNT_RUPEES * 100) return paise;
  errors.add({ line, column: 'amount', message: (t) => t.amount({ max: groupedIndian(MAX_AMOUNT_RUPEES) }) });
  return null;
}
