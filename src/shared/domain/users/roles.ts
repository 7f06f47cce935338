/** The two roles of the portal: citizens (`user`) and municipal clerks (`admin`). */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
