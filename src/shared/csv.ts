import { withoutBidiControls } from './validation/typed-text';

/** A spreadsheet reads a cell starting with one of these as a formula ("CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Bidirectional controls are removed, as they are from typed text on the way in, so that a cell
 * stored before then reads as its characters are; text that a spreadsheet would run as a formula
 * is then prefixed with an apostrophe, which shows it as the text it is. Numbers the server wrote
 * itself are left as numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const shown = withoutBidiControls(value);
  const text = FORMULA_START.test(shown) ? `'${shown}` : shown;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 and spreadsheets expect. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte order mark that tells a spreadsheet the file is UTF-8 (else Excel shows Tamil as mojibake). */
export const UTF8_BOM = '\uFEFF';
