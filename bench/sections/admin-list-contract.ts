/**
 * What the bench reads of GET /api/admin/list: per-category rows, a cursor per category and
 * counts. An answer with `data` only is the unpaged version; the bench says so.
 */
export interface ListAnswerFacts {
  /** Has `pages` and `counts`: the paged, filtered version of the endpoint. */
  paged: boolean;
  rows: number;
  /** The cursor of the next birth page, when the answer has one. */
  birthCursor: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function listAnswerFacts(body: unknown): ListAnswerFacts {
  if (!isRecord(body) || !isRecord(body.data)) return { paged: false, rows: 0, birthCursor: null };
  const rows = Object.values(body.data).reduce<number>((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
  const paged = isRecord(body.pages) && isRecord(body.counts);
  const birthPage = paged && isRecord(body.pages) ? body.pages.birth : undefined;
  const next = isRecord(birthPage) ? birthPage.next : undefined;
  return { paged, rows, birthCursor: typeof next === 'string' ? next : null };
}

export function errorOf(body: unknown): string {
  return isRecord(body) && typeof body.error === 'string' ? body.error : 'no error message';
}
