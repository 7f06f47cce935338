import { acceptedFileTypes } from '../../../shared/domain/certificates/field-rules';

/*
 * The certificate pages and forms (spec sections 2 and 8). The validation messages are in
 * validation-texts, the definitions' words (titles, labels, options) in definition-texts.ts.
 * What this imports, the list page loads too: only the definitions' own modules.
 */
const certificateTexts = {
  list: {
    title: 'Certificates',
    intro: 'Choose the certificate you need. You can attach photos or scans of your documents.',
  },
  form: {
    intro: 'Fields marked (optional) may be left empty. Everything else is needed.',
    details: 'Details',
    documents: 'Documents',
    submit: 'Submit Application',
    /** Under an upload: what it takes (`fileTypes`) and how large. */
    fileHint: (types: string, size: string, multiple: boolean) =>
      `${types.charAt(0).toUpperCase()}${types.slice(1)}, up to ${size}${multiple ? ' each' : ''}. Photos are made smaller before they are saved.`,
    fileTypes: {
      'jpg-png-pdf': acceptedFileTypes['jpg-png-pdf'].description,
      'image-or-pdf': acceptedFileTypes['image-or-pdf'].description,
    },
    attachedFor: (label: string) => `Attached for ${label}`,
    attached: (name: string, size: string) => `Attached: ${name} (${size})`,
    reduced: (before: string, after: string) => `Reduced from ${before} to ${after}.`,
    /** The application's title in the outbox while it waits to be sent. */
    queuedTitle: (title: string, applicant: string) => `${title} certificate application — ${applicant}`,
  },
  /** Spec section 8, certificates. */
  outcome: {
    success: 'Application submitted successfully!',
    referenceBefore: 'Your reference number is',
    referenceAfter: '. Keep it to follow up on your application.',
    generic: 'Error submitting application. Please try again.',
    timeout: 'Request timeout. Please check your connection and try again.',
    network: 'Network error. Please check your connection and try again.',
    /** The birth and community forms show the server's own message (in the page's language, by its code: decision 036). */
    serverError: (error: string) => `Error: ${error}`,
  },
};

export type CertificateTexts = typeof certificateTexts;
export default certificateTexts;
