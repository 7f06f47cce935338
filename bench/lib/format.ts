import type { Budget, Result } from './result';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A value as people read it: whole requests per second, latencies to 0.1 ms, ratios to 0.01. */
export function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  switch (unit) {
    case 'req/s':
      // A route too slow to load-test still shows how slow: 0.06 req/s, not 0; and a figure
      // just under a computed budget (84.6 against 85.3) must not print as equal to it.
      return withUnit(value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : integer.format(value), unit);
    case '':
    case 'rows':
    case 'B':
    case 'forms':
      return withUnit(integer.format(value), unit);
    case '×':
      return `${value.toFixed(2)}×`;
    case 'shift':
      // A layout-shift score (CLS) has no unit and its budget is 0.02: three decimals, no suffix.
      return value.toFixed(3);
    default:
      return withUnit(value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : integer.format(value), unit);
  }
}

export function formatBudget(budget: Budget | null, unit: string): string {
  if (budget === null) return '';
  const symbol = { atLeast: '≥', atMost: '≤', below: '<' }[budget.comparison];
  return `${symbol} ${formatValue(budget.limit, unit)}`;
}

function withUnit(text: string, unit: string): string {
  return unit === '' || unit === '×' ? text : `${text} ${unit}`;
}

const VERDICT = { pass: 'pass', fail: 'FAIL', info: '', skipped: 'skipped' } as const;

/** The one table the bench prints: aligned columns, the note last so it may run long. */
export function formatTable(results: readonly Result[]): string {
  const header = ['section', 'figure', 'value', 'budget', 'result', 'note'];
  const rows = results.map((result) => [
    result.section,
    result.figure,
    formatValue(result.value, result.unit),
    formatBudget(result.budget, result.unit),
    VERDICT[result.status],
    result.note ?? '',
  ]);
  const widths = header.slice(0, -1).map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < widths.length ? cell.padEnd(widths[column] ?? 0) : cell))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width)).concat('----')), ...rows.map(line)].join('\n');
}
