import type { Department } from '../../../../shared/domain/staff/departments';
import { staffTexts } from '../staff-texts';

/** A department's name in the page's language. */
export function departmentWord(department: Department): string {
  return staffTexts.get().departments[department];
}

/** Wards typed as a comma list ("12, 13,Zone 3"): each one, trimmed, without empties. */
export function wardsFromText(text: string): string[] {
  return text
    .split(/[,،、]/)
    .map((ward) => ward.trim())
    .filter(Boolean);
}
