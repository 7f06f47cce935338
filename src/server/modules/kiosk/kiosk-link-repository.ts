import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { KIOSK_CODE_ALPHABET, KIOSK_LINK_TTL_HOURS } from '../../../shared/domain/kiosk-link';
import type { Database } from '../../db/database';
import { kioskLinks } from '../../db/schema';
import type { KioskLinkRow } from '../../db/schema';
import { recordAudit } from '../audit/audit-repository';
import type { AuditRecord } from '../audit/audit-repository';

/** A new code such as 7K3M-9QXD-AB2C-HJ4P: 16 symbols of 32, one randomBytes call (80 bits). */
export function newKioskCode(): string {
  // 32 symbols: each byte's low five bits pick one without bias.
  const symbols = Array.from(randomBytes(16), (byte) => KIOSK_CODE_ALPHABET.charAt(byte & 31)).join('');
  return (symbols.match(/.{4}/g) ?? []).join('-');
}

/** Only this is stored: a leaked table opens no tablet. */
export const kioskCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** How the audit log and the dashboard name a link: never its code. */
export const kioskLinkReference = (row: Pick<KioskLinkRow, 'id'>) => `KIOSK-${row.id.slice(0, 8)}`;

const auditTarget = (row: KioskLinkRow): AuditRecord['target'] => ({ type: 'kiosk_link', id: row.id, reference: kioskLinkReference(row) });

/** Stores a new link and its audit line in one transaction; the code is the caller's to show once. */
export async function createKioskLink(
  db: Database,
  admin: AuditRecord['actor'] & { id: string },
  code: string,
  now: Date,
): Promise<KioskLinkRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kioskLinks)
      .values({
        codeHash: kioskCodeHash(code),
        createdBy: admin.id,
        createdByName: admin.username,
        expiresAt: new Date(now.getTime() + KIOSK_LINK_TTL_HOURS * 3_600_000),
      })
      .returning();
    if (!row) throw new Error('The kiosk link was not stored');
    await recordAudit(tx, { actor: admin, action: 'kiosk_link.create', target: auditTarget(row), before: null, after: 'created' });
    return row;
  });
}

export type KioskLinkUse = { kind: 'used-now'; row: KioskLinkRow } | { kind: 'not-found' } | { kind: 'already-used' } | { kind: 'expired' };

/**
 * Uses a link once: the row is locked, checked and marked used with its audit line in one
 * transaction, so two tablets opening the same link at once make one kiosk. A repeat of the
 * use that made it, with the same Idempotency-Key, is answered as it was (the tablet lost the
 * answer); anyone else gets "already used". The audit line names the clerk who created the link:
 * the tablet acts on their word, and no one signs in on it.
 */
export async function useKioskLink(db: Database, code: string, key: string | null, now: Date): Promise<KioskLinkUse> {
  return db.transaction(async (tx): Promise<KioskLinkUse> => {
    const [row] = await tx
      .select()
      .from(kioskLinks)
      .where(eq(kioskLinks.codeHash, kioskCodeHash(code)))
      .for('update');
    if (!row) return { kind: 'not-found' };
    if (row.usedAt) return key !== null && row.usedKey === key ? { kind: 'used-now', row } : { kind: 'already-used' };
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    const [used] = await tx.update(kioskLinks).set({ usedAt: now, usedKey: key }).where(eq(kioskLinks.id, row.id)).returning();
    if (!used) throw new Error('The kiosk link was not updated');
    await recordAudit(tx, {
      actor: { id: row.createdBy, username: row.createdByName },
      action: 'kiosk_link.use',
      target: auditTarget(used),
      before: 'created',
      after: 'used',
    });
    return { kind: 'used-now', row: used };
  });
}
