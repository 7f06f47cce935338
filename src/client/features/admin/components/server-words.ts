import type { ClerkGrievanceStatus } from '../../../../shared/api/admin-types';
import { wordFor } from '../../../../shared/i18n/word-for';
import { adminTexts } from '../admin-texts';

/*
 * The page language's word for a name the server gives in English (a status as stored, a tax
 * type's title, a grievance subject), or the name itself when the catalogue has none (a type
 * registered later). The catalogue keys each by its English name written as one word, without
 * its spaces: 'In Progress' is `InProgress`.
 */

const keyOf = (name: string) => name.replaceAll(' ', '');

/** A status as stored: 'pending', 'In Progress', 'refunded'. */
export function statusWord(status: string): string {
  return wordFor(adminTexts.get().names.status, keyOf(status)) ?? status;
}

/** A tax type by its title: 'Electricity Bill'. */
export function taxTypeWord(title: string): string {
  return wordFor(adminTexts.get().names.taxType, keyOf(title)) ?? title;
}

/** A grievance subject by its label: 'Cleanliness'. */
export function subjectWord(label: string): string {
  return wordFor(adminTexts.get().names.subject, keyOf(label)) ?? label;
}

/** The button that sets a grievance's status, named by the status. */
export function grievanceStatusButton(status: ClerkGrievanceStatus): string {
  return wordFor(adminTexts.get().buttons.grievanceStatus, keyOf(status)) ?? status;
}

/**
 * A word for a dotted name the server gives ('certificate.accept', an audit action or a message's
 * event), which the catalogue holds nested (`actions.certificate.accept`).
 */
export function dottedWord(words: Readonly<Record<string, Readonly<Record<string, string>>>>, name: string): string {
  const [group = '', ...rest] = name.split('.');
  const inGroup = Object.hasOwn(words, group) ? words[group] : undefined;
  const word = inGroup === undefined ? undefined : wordFor(inGroup, rest.join('.'));
  return word ?? name;
}
