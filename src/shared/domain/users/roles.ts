/**
 * The roles of the portal: citizens (`user`), the municipality's administrators (`admin`: every
 * department, the staff), and officers (`officer`: their departments and wards, decision 081).
 */
export const ROLES = ['user', 'admin', 'officer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The municipality's staff: they sign in at the admin sign-in and work in the dashboard (decision 082). */
export function isStaffRole(role: Role): boolean {
  return role === 'admin' || role === 'officer';
}
