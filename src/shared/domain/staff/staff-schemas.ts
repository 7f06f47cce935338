import { array, boolean, mixed, object, string } from 'yup';
import { email, newPassword, username } from '../users/user-schemas';
import { userMessages } from '../users/user-messages';
import type { UserMessages } from '../users/user-messages';
import { DEPARTMENTS } from './departments';
import type { Department } from './departments';

/** At most this many wards per officer, each a short name or number ("12", "Zone 3 East"). */
export const STAFF_WARDS_MAX = 100;
export const WARD_NAME_MAX = 40;
/** A ward's name: a letter or digit first, then letters, digits, spaces and . - / ("12", "Zone 3 East"). */
export const WARD_NAME_PATTERN = /^\s*[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u;

/**
 * The staff page's rules (decision 082), shared by its form and the server: an officer has the
 * registration's username, e-mail and password rules, one or more departments and, optionally,
 * wards (none: every ward).
 */
export const staffMessages = {
  departmentsRequired: 'Choose at least one department',
  wardInvalid: `A ward is at most ${WARD_NAME_MAX} letters, digits or spaces`,
  wardsMax: `At most ${STAFF_WARDS_MAX} wards`,
  changeEmpty: 'Name a change: departments, wards or active',
};
export type StaffMessages = typeof staffMessages;

const departments = (messages: StaffMessages) =>
  array()
    .of(mixed<Department>().oneOf(DEPARTMENTS, messages.departmentsRequired).required(messages.departmentsRequired))
    .min(1, messages.departmentsRequired)
    .typeError(messages.departmentsRequired);

const wards = (messages: StaffMessages) =>
  array()
    .of(
      string()
        .typeError(messages.wardInvalid)
        .required(messages.wardInvalid)
        .max(WARD_NAME_MAX, messages.wardInvalid)
        .matches(WARD_NAME_PATTERN, messages.wardInvalid),
    )
    .max(STAFF_WARDS_MAX, messages.wardsMax)
    .typeError(messages.wardInvalid);

export const buildNewStaffSchema = (messages: StaffMessages = staffMessages, accountMessages: UserMessages = userMessages) =>
  object({
    username: username(accountMessages),
    email: email(accountMessages),
    password: newPassword(accountMessages),
    departments: departments(messages).required(messages.departmentsRequired),
    wards: wards(messages).optional(),
  });
export const newStaffSchema = buildNewStaffSchema();

export const staffChangeSchema = object({
  departments: departments(staffMessages).optional().default(undefined),
  wards: wards(staffMessages).nullable().optional().default(undefined),
  active: boolean().typeError('active must be true or false').optional(),
}).test({
  name: 'empty',
  message: staffMessages.changeEmpty,
  test(value) {
    const named = value.departments !== undefined || value.wards !== undefined || value.active !== undefined;
    return named || this.createError({ path: 'active', message: staffMessages.changeEmpty });
  },
});

/** Wards as kept: trimmed, each once (the first spelling kept); an empty list is every ward. */
export function keptWards(wards: readonly string[] | null | undefined): string[] | null {
  if (!wards || wards.length === 0) return null;
  const seen = new Set<string>();
  return wards
    .map((ward) => ward.trim())
    .filter((ward) => {
      const key = ward.toLowerCase().replace(/^0+(?=\d)/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
