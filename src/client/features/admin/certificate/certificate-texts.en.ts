/** Revoking an issued certificate, on the clerk's application page (decision 050); the certificate itself is shown by ui/requests/issued-certificate.tsx. */
const certificateTexts = {
  revokeReason: 'Reason for revoking',
  revokeHint:
    'Anyone who checks the certificate will see that it was revoked, and since when. Its owner is told, with this reason, and its PDF is no longer given.',
  revoke: 'Revoke certificate',
  revokeNeedsReason: 'Give a reason for revoking the certificate.',
  revoked: (number: string) => `Certificate ${number} revoked.`,
  revokeFailed: (number: string, reason: string) => `Could not revoke certificate ${number}: ${reason}`,
};

export type CertificateTexts = typeof certificateTexts;
export default certificateTexts;
