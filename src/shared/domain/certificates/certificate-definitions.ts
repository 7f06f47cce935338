import type { CertificateDefinition } from './definition-types';
import { birthCertificate } from './definitions/birth';
import { communityCertificate } from './definitions/community';
import { deathCertificate } from './definitions/death';
import { firstGraduateCertificate } from './definitions/first-graduate';
import { incomeCertificate } from './definitions/income';
import { nativityCertificate } from './definitions/nativity';

/** A type is whatever the registry holds: routes, schemas, tables and references come from it. */
export type CertificateSlug = CertificateDefinition['slug'];
export type CertificateListKey = CertificateDefinition['listKey'];

const registered: CertificateDefinition[] = [];

/** Every certificate type, in the catalogue's order (spec section 2, /certificates). */
export const certificateDefinitions: readonly CertificateDefinition[] = registered;

const uniqueKeys = ['slug', 'listKey', 'referencePrefix', 'apiPath', 'adminOrder'] as const;

/**
 * Adds a type to the catalogue. The modules that list the types (the server's routes, the
 * database schema, the admin lists) read the registry when they load, so a type is registered
 * before they are imported: here, or first thing in a test that adds one of its own.
 */
export function registerCertificateType(definition: CertificateDefinition): void {
  for (const key of uniqueKeys) {
    const taken = registered.find((other) => other[key] === definition[key]);
    if (taken) throw new Error(`Certificate type ${definition.slug}: its ${key} is ${taken.slug}'s already`);
  }
  const mobile = definition.mobileField;
  if (mobile !== null && !definition.fields.some((field) => field.name === mobile && field.kind === 'phone')) {
    throw new Error(`Certificate type ${definition.slug}: its mobileField ${mobile} is not one of its phone fields`);
  }
  if (!Number.isInteger(definition.serviceDays) || definition.serviceDays < 1)
    throw new Error(`Certificate type ${definition.slug}: serviceDays must be a whole number of days, 1 or more`);
  const unknownFact = definition.certificate.facts.find((fact) => !definition.fields.some((field) => field.name === fact));
  if (unknownFact)
    throw new Error(`Certificate type ${definition.slug}: its certificate states ${unknownFact}, which is not one of its fields`);
  registered.push(definition);
}

registerCertificateType(birthCertificate);
registerCertificateType(deathCertificate);
registerCertificateType(communityCertificate);
registerCertificateType(incomeCertificate);
registerCertificateType(nativityCertificate);
registerCertificateType(firstGraduateCertificate);

export function certificateBySlug(slug: string): CertificateDefinition | undefined {
  return certificateDefinitions.find((definition) => definition.slug === slug);
}

/** The types in the admin dashboard's order (spec section 2), which is not the catalogue's. */
export function certificatesInAdminOrder(): CertificateDefinition[] {
  return [...certificateDefinitions].sort((a, b) => a.adminOrder - b.adminOrder);
}

export const certificatePath = (slug: CertificateSlug): string => `/certificates/${slug}`;
