/** The issued certificate, where a clerk or citizen sees an accepted application (decision 050). */
const certificateTexts = {
  heading: 'Certificate',
  number: (number: string) => `Certificate number ${number}`,
  revokedSince: (when: string) => `Revoked on ${when}: it no longer verifies as valid.`,
  download: 'Download certificate',
  downloading: 'Downloading…',
  downloadFailed: (reason: string) => `Could not download the certificate: ${reason}`,
  verifyPage: 'Open its verify page',
  revokeReason: 'Reason for revoking',
  revokeHint: 'Anyone who checks the certificate will see that it was revoked, and since when. The reason stays in the office.',
  revoke: 'Revoke certificate',
  revokeNeedsReason: 'Give a reason for revoking the certificate.',
  revoked: (number: string) => `Certificate ${number} revoked.`,
  revokeFailed: (number: string, reason: string) => `Could not revoke certificate ${number}: ${reason}`,
};

export type CertificateTexts = typeof certificateTexts;
export default certificateTexts;
