const verifyTexts = {
  title: 'Verify a certificate',
  intro: 'This page checks a certificate issued by the municipality: the one whose QR code or address brought you here.',
  checking: 'Checking the certificate…',
  valid: 'Valid: this certificate was issued by the municipality and has not been revoked.',
  revoked: (since: string) => `Revoked on ${since}: this certificate is no longer valid.`,
  notFound: 'No certificate has this number and verification code. Scan the QR code again, or type the whole address as printed on the certificate.',
  failed: 'The certificate could not be checked just now. Check your connection and try again.',
  retry: 'Try again',
  details: 'What the certificate says',
  kind: 'Certificate',
  number: 'Certificate number',
  name: 'Name',
  issuedAt: 'Date of issue',
  office: 'Issuing office',
  onlyThis: 'This page shows only whether the certificate is genuine. Compare the name and number with the paper in front of you.',
};

export type VerifyTexts = typeof verifyTexts;
export default verifyTexts;
