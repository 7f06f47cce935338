import type { CertificateTexts } from './certificate-texts.en';

const certificateTexts: CertificateTexts = {
  revokeReason: 'ரத்து செய்வதற்கான காரணம்',
  revokeHint:
    'சான்றிதழைச் சரிபார்க்கும் எவரும் அது ரத்து செய்யப்பட்டதையும் எப்போது என்பதையும் காண்பார்கள். அதன் உரிமையாளருக்கு இந்தக் காரணத்துடன் தெரிவிக்கப்படும்; அதன் PDF இனி வழங்கப்படாது.',
  revoke: 'சான்றிதழை ரத்து செய்யவும்',
  revokeNeedsReason: 'சான்றிதழை ரத்து செய்வதற்கான காரணத்தைக் கொடுக்கவும்.',
  revoked: (number) => `சான்றிதழ் ${number} ரத்து செய்யப்பட்டது.`,
  revokeFailed: (number, reason) => `சான்றிதழ் ${number} ஐ ரத்து செய்ய முடியவில்லை: ${reason}`,
};

export default certificateTexts;
