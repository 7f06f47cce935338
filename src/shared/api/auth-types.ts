import type { Role } from '../domain/users/roles';

/** The user as the client sees it: never the password hash, never the e-mail of another. */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
}

/** Answer of register, login, admin login and admin setup. */
export interface AuthResponse {
  token: string;
  user: PublicUser;
}

/** Answer of GET /api/auth/profile. */
export interface ProfileResponse {
  user: PublicUser;
}

/** Answer of GET /api/admin-auth/status: whether first-time setup is still open. */
export interface AdminSetupStatus {
  setupOpen: boolean;
}

/** The error shape of every 4xx and 5xx (DESIGN section 6). */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}
