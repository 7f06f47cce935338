import type { CertificateDefinition } from './definition-types';
import { birthCertificate } from './definitions/birth';
import { communityCertificate } from './definitions/community';
import { deathCertificate } from './definitions/death';
import { firstGraduateCertificate } from './definitions/first-graduate';
import { incomeCertificate } from './definitions/income';
import { nativityCertificate } from './definitions/nativity';

/** The six certificate types in the catalogue's order (spec section 2, /certificates). */
export const certificateDefinitions: readonly CertificateDefinition[] = [
  birthCertificate,
  deathCertificate,
  communityCertificate,
  incomeCertificate,
  nativityCertificate,
  firstGraduateCertificate,
];

export type CertificateSlug = CertificateDefinition['slug'];
export type CertificateListKey = CertificateDefinition['listKey'];

export function certificateBySlug(slug: string): CertificateDefinition | undefined {
  return certificateDefinitions.find((definition) => definition.slug === slug);
}

export const certificatePath = (slug: CertificateSlug): string => `/certificates/${slug}`;
