import { maskAadhaar } from '../../../shared/domain/admin/aadhaar-mask';
import { isCalendarDate } from '../../../shared/domain/common/dates';
import { formatPaise, rupeesToPaise } from '../../../shared/domain/common/money';
import type { FormFieldDefinition } from '../../../shared/domain/form-fields';
import { amountWithoutGrouping, formatLongDate } from '../../../shared/i18n/formats';
import { pageLanguage } from '../../i18n/page-language';
import { formTexts } from './form-texts';

/**
 * One line of a "Check your answers" summary: the field's label and what was given, as text or
 * as the names of the files attached. `name` is the field a Change link moves to; a line without
 * it (a total the form works out) has no link.
 */
export interface Answer {
  name?: string;
  label: string;
  text?: string;
  files?: string[];
}

/**
 * What a person gave in these fields, in the words the form shows: a choice by its label, a date
 * written out, an amount in rupees, an Aadhaar number masked but for its last four digits (the
 * summary may be read over a shoulder or left on a kiosk's screen), and "Not given" for an
 * optional field left empty.
 */
export function fieldAnswers(fields: readonly FormFieldDefinition[], values: Readonly<Record<string, unknown>>): Answer[] {
  return fields.map((field) => {
    const typed = typeof values[field.name] === 'string' ? (values[field.name] as string).trim() : '';
    return { name: field.name, label: field.label, text: typed === '' ? formTexts.get().check.notGiven : shownValue(field, typed) };
  });
}

function shownValue(field: FormFieldDefinition, typed: string): string {
  switch (field.kind) {
    case 'aadhaar':
      return maskAadhaar(typed) || typed;
    case 'select':
      return field.options?.find((option) => option.value === typed)?.label ?? typed;
    case 'date':
    case 'due-date':
      return isCalendarDate(typed) ? formatLongDate(typed, pageLanguage()) : typed;
    case 'amount': {
      const rupees = Number(amountWithoutGrouping(typed));
      return Number.isFinite(rupees) ? formatPaise(rupeesToPaise(rupees)) : typed;
    }
    default:
      return typed;
  }
}

/** The files attached to each upload, by name (an upload left empty has none). */
export function fileAnswers(uploads: readonly { name: string; label: string }[], values: Readonly<Record<string, unknown>>): Answer[] {
  return uploads.map((upload) => {
    const chosen = values[upload.name];
    return { name: upload.name, label: upload.label, files: Array.isArray(chosen) ? chosen.map((file: File) => file.name) : [] };
  });
}
