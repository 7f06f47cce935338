import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../shared/api/admin-types';
import type { Department } from '../../../shared/domain/staff/departments';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { recordAudit } from '../audit/audit-repository';
import type { AuditRecord } from '../audit/audit-repository';
import { assertIdentitiesFree, identityConflictFrom } from '../auth/accounts';

const staffColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  departments: users.departments,
  wards: users.wards,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

type StaffRow = Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'departments' | 'wards' | 'deactivatedAt' | 'createdAt'>;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    username: row.username,
    email: row.email ?? '',
    role: row.role === 'officer' ? 'officer' : 'admin',
    departments: row.departments,
    wards: row.wards,
    active: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every admin and officer, admins first, then by name: the staff page's list (a municipality has tens, not thousands). */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(sql`${users.role} in ('admin', 'officer')`)
    .orderBy(asc(users.role), sql`lower(${users.username})`);
  return rows.map(toStaffMember);
}

const auditTarget = (row: StaffRow): AuditRecord['target'] => ({ type: 'staff', id: row.id, reference: row.username });

/** A staff line's status in the audit log: whether the account is active. */
const standing = (row: StaffRow): string => (row.deactivatedAt === null ? 'active' : 'deactivated');
/** What a change touched: its departments, wards and standing, compared before and after. */
const scopeText = (row: StaffRow): string => JSON.stringify([row.departments, row.wards, standing(row)]);

/** A new officer with their audit line, in one transaction; a taken username or e-mail is the registration's 409. */
export async function insertOfficer(
  db: Database,
  actor: AuditRecord['actor'],
  officer: { username: string; email: string; passwordHash: string; departments: Department[]; wards: string[] | null },
): Promise<StaffMember> {
  await assertIdentitiesFree(db, officer.username, officer.email);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...officer, role: 'officer' })
        .returning(staffColumns);
      if (!row) throw new Error('Inserting an officer returned no row');
      await recordAudit(tx, { actor, action: 'staff.create', target: auditTarget(row), before: null, after: standing(row) });
      return toStaffMember(row);
    });
  } catch (err) {
    throw identityConflictFrom(err) ?? err;
  }
}

export interface OfficerChange {
  departments?: Department[];
  wards?: string[] | null;
  active?: boolean;
}

/**
 * Changes an officer's departments, wards or whether they are active, with its audit line, in
 * one transaction. Deactivating ends every session of the account at once (as a password change
 * does); reactivating lets them sign in again, with a new sign-in. Setting what is already set
 * changes nothing and writes no line: a retried call answers as the first did.
 */
export async function changeOfficer(db: Database, actor: AuditRecord['actor'], id: string, change: OfficerChange): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(staffColumns)
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'officer')))
      .for('update');
    if (!before) throw notFound('staff.not_found');
    const now = new Date();
    const deactivating = change.active === false && before.deactivatedAt === null;
    const reactivating = change.active === true && before.deactivatedAt !== null;
    const set = {
      ...(change.departments !== undefined ? { departments: change.departments } : {}),
      ...(change.wards !== undefined ? { wards: change.wards } : {}),
      ...(deactivating ? { deactivatedAt: now, tokensValidAfter: now } : {}),
      ...(reactivating ? { deactivatedAt: null } : {}),
    };
    const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning(staffColumns);
    if (!after) throw notFound('staff.not_found');
    if (scopeText(before) !== scopeText(after)) {
      const action = deactivating ? 'staff.deactivate' : reactivating ? 'staff.reactivate' : 'staff.change';
      await recordAudit(tx, { actor, action, target: auditTarget(after), before: standing(before), after: standing(after) });
    }
    return toStaffMember(after);
  });
}
