import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { certificateDefinitions } from '../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../shared/domain/certificates/definition-types';
import type { Database } from '../db/database';
import { applications } from '../db/schema';
import type { AadhaarCipher } from './aadhaar-cipher';
import { aadhaarContext, aadhaarFieldsOf } from './aadhaar-fields';

export const REKEY_BATCH_SIZE = 500;

export interface RekeyResult {
  /** Applications whose Aadhaar values were written again. */
  updated: number;
  /** Values that could not be opened (sealed with a key no longer listed, or altered): left as they are. */
  unreadable: number;
}

type Mode = 'plain' | 'all';

/**
 * Start-up: seals every Aadhaar value still stored in plain text (rows from before encryption, or
 * loaded by hand). Values sealed with an older key are left for `npm run aadhaar:rekey`.
 */
export async function sealPlainAadhaar(db: Database, cipher: AadhaarCipher, batchSize = REKEY_BATCH_SIZE): Promise<number> {
  return (await rewriteAadhaar(db, cipher, 'plain', batchSize)).updated;
}

/**
 * `npm run aadhaar:rekey`: every Aadhaar value not sealed with the current key (plain, or an older
 * key) is sealed again with the current one. Idempotent: a second run finds nothing to do.
 */
export async function rekeyAadhaar(db: Database, cipher: AadhaarCipher, batchSize = REKEY_BATCH_SIZE): Promise<RekeyResult> {
  return rewriteAadhaar(db, cipher, 'all', batchSize);
}

/**
 * Walks each type's applications that need work in id order, `batchSize` rows per transaction,
 * so a large table is never locked or held in memory at once. Each row is written only if it
 * still holds what was read (`data = old`): a concurrent run or server leaves it correct either way.
 */
async function rewriteAadhaar(db: Database, cipher: AadhaarCipher, mode: Mode, batchSize: number): Promise<RekeyResult> {
  const result: RekeyResult = { updated: 0, unreadable: 0 };
  for (const definition of certificateDefinitions) {
    const fields = aadhaarFieldsOf(definition);
    if (fields.length === 0) continue;
    const needsWork = or(...fields.map((field) => fieldNeedsWork(field, mode, cipher.currentKeyId))) as SQL;
    let after: string | null = null;
    for (;;) {
      const conditions: SQL[] = [eq(applications.type, definition.slug), needsWork];
      if (after !== null) conditions.push(gt(applications.id, after));
      const rows = await db
        .select({ id: applications.id, data: applications.data })
        .from(applications)
        .where(and(...conditions))
        .orderBy(asc(applications.id))
        .limit(batchSize);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? null;
      const changes = rows.flatMap((row) => {
        const rewritten = rewriteRow(definition, fields, row.data, cipher, mode, result);
        return rewritten ? [{ id: row.id, old: row.data, data: rewritten }] : [];
      });
      if (changes.length > 0) result.updated += await writeChanges(db, changes);
      if (rows.length < batchSize) break;
    }
  }
  return result;
}

/**
 * One statement for the whole batch: a statement per row made the start-up sealing of a large
 * table take minutes on PGlite (decision 031). Each row is still written only if it holds what
 * was read.
 */
async function writeChanges(db: Database, changes: { id: string; old: unknown; data: Record<string, string> }[]): Promise<number> {
  const written = await db
    .update(applications)
    .set({ data: sql`change.data` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(id uuid, old jsonb, data jsonb)`)
    .where(and(sql`${applications.id} = change.id`, sql`${applications.data} = change.old`))
    .returning({ id: applications.id });
  return written.length;
}

function fieldNeedsWork(field: string, mode: Mode, currentKeyId: string): SQL {
  const value = sql`coalesce(${applications.data} ->> ${field}, '')`;
  const sealedPrefix = mode === 'plain' ? 'v1:%' : `v1:${currentKeyId}:%`;
  return sql`(${value} <> '' and ${value} not like ${sealedPrefix})`;
}

function rewriteRow(
  definition: CertificateDefinition,
  fields: readonly string[],
  data: Readonly<Record<string, string>>,
  cipher: AadhaarCipher,
  mode: Mode,
  result: RekeyResult,
): Record<string, string> | null {
  const next = { ...data };
  let changed = false;
  for (const field of fields) {
    const value = next[field];
    if (value === undefined || value === '' || cipher.isCurrent(value)) continue;
    const context = aadhaarContext(definition, field);
    if (!cipher.isSealed(value)) {
      next[field] = cipher.seal(value, context);
      changed = true;
    } else if (mode === 'all') {
      try {
        next[field] = cipher.seal(cipher.open(value, context), context);
        changed = true;
      } catch {
        result.unreadable += 1;
      }
    }
  }
  return changed ? next : null;
}
