import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { DEPARTMENTS } from '../../../shared/domain/staff/departments';
import { taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import type { Department } from '../../../shared/domain/staff/departments';
import type { Role } from '../../../shared/domain/users/roles';
import { forbidden } from '../../http/http-error';

/**
 * What a member of staff may see and decide (decisions 081 and 082): an admin the whole
 * municipality; an officer their departments and, where an item has a ward, their wards (none
 * named: every ward). The guard of a staff route puts it on the request; handlers ask it before
 * they read or change an item.
 */
export interface StaffScope {
  /** True for an admin: nothing is narrowed. */
  everything: boolean;
  departments: readonly Department[];
  /** Normalised ward names (wardKey); null: every ward. */
  wards: readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guards: what the signed-in member of staff may see and decide. */
    staffScope?: StaffScope;
  }
}

export const WHOLE_MUNICIPALITY: StaffScope = { everything: true, departments: DEPARTMENTS, wards: null };

/**
 * A ward as compared: trimmed, lower case, without leading zeros ("012" is ward 12). The SQL
 * filters write the same expression (wardKeySql).
 */
export function wardKey(ward: string): string {
  return ward
    .trim()
    .toLowerCase()
    .replace(/^0+(?=\d)/, '');
}

/** wardKey in SQL, of a ward column or a JSON field's text. */
export function wardKeySql(ward: AnyPgColumn | SQL): SQL {
  return sql`regexp_replace(lower(btrim(${ward})), '^0+([0-9])', '\\1')`;
}

/** Rows of these wards (wardKey), or of none: an item without a ward belongs to every ward of its department. */
export function inWardsOrNone(ward: AnyPgColumn, wards: readonly string[]): SQL {
  const listed =
    wards.length === 0
      ? sql`false`
      : sql`${wardKeySql(ward)} in (${sql.join(
          wards.map((name) => sql`${name}`),
          sql`, `,
        )})`;
  return sql`(${ward} is null or btrim(${ward}) = '' or ${listed})`;
}

export function staffScopeOf(user: { role: Role; departments: readonly Department[]; wards: readonly string[] | null }): StaffScope {
  if (user.role !== 'officer') return WHOLE_MUNICIPALITY;
  return { everything: false, departments: user.departments, wards: user.wards === null ? null : user.wards.map(wardKey) };
}

/** The scope the route's staff guard loaded; calling it elsewhere is a bug. */
export function scopeOf(request: FastifyRequest): StaffScope {
  if (!request.staffScope) throw new Error("scopeOf() on a route whose access is not 'staff' or 'staff-or-signed-link'");
  return request.staffScope;
}

export function worksIn(scope: StaffScope, department: Department): boolean {
  return scope.everything || scope.departments.includes(department);
}

/** An item without a ward belongs to every ward of its department. */
export function coversWard(scope: StaffScope, ward: string | null | undefined): boolean {
  return scope.wards === null || ward === null || ward === undefined || ward.trim() === '' || scope.wards.includes(wardKey(ward));
}

/**
 * 403 `staff.outside_scope` for an item of another department or ward. Asked before the item's
 * existence is told: an officer learns nothing of other departments' records.
 */
export function assertInScope(request: FastifyRequest, department: Department, ward?: string | null): void {
  const scope = scopeOf(request);
  if (!worksIn(scope, department) || !coversWard(scope, ward)) throw forbidden('staff.outside_scope');
}

/** A certificate type's item: its definition's department (an unknown type is the route's own 404). */
export function assertCertificateInScope(request: FastifyRequest, type: string): void {
  const department = certificateBySlug(type)?.department;
  if (department !== undefined) assertInScope(request, department);
}

/** Which identifier of each tax type names a ward (property's ward number); types without one are in every ward. */
const wardFieldOf = new Map<string, string>(
  taxDefinitions.flatMap((definition) => {
    const field = definition.identifiers.find((identifier) => identifier.kind === 'ward');
    return field ? [[definition.slug, field.name] as const] : [];
  }),
);

/** The ward a tax payment belongs to, or null for one whose type names none. */
export function wardOfPayment(payment: { type: string; identifiers: Readonly<Record<string, string>> }): string | null {
  const field = wardFieldOf.get(payment.type);
  return field === undefined ? null : (payment.identifiers[field] ?? null);
}

/** The types and the identifier each keeps its ward in, for the list's SQL filter. */
export const taxWardFields: ReadonlyMap<string, string> = wardFieldOf;

/**
 * 403 `staff.outside_scope` unless the member of staff works in the whole of `department`: what
 * covers every ward at once (the register's import, the collection report) is not for an officer
 * of some wards.
 */
export function assertWholeDepartment(request: FastifyRequest, department: Department): void {
  const scope = scopeOf(request);
  if (!worksIn(scope, department) || scope.wards !== null) throw forbidden('staff.outside_scope');
}
