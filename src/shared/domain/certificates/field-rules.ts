import type { AcceptedFiles } from './definition-types';

/** Spec section 9: Aadhaar is exactly 12 digits, typed as up to 14 characters with spaces. */
export const AADHAAR_DIGITS = 12;
export const AADHAAR_INPUT_MAX = 14;

/** Digits only, at most 12: what the Aadhaar input keeps of what was typed or pasted. */
export function aadhaarDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_DIGITS);
}

/** Shown grouped 4-4-4, as printed on the card: "1234 5678 9012". */
export function formatAadhaar(input: string): string {
  return aadhaarDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Spec section 5: at least 10 characters of digits, plus, hyphen, space and parentheses. */
export const PHONE_PATTERN = /^[0-9+\-\s()]{10,}$/;
export const PHONE_MAX = 20;

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 1000;

/** Default per-file limit: a phone photo after in-browser downscaling is well under this. */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface AcceptedFileTypes {
  /** For the file input's `accept` attribute. */
  inputAccept: string;
  /** MIME types the server accepts, as detected from the file's own bytes. */
  mimeTypes: readonly string[];
  /** Said to the person when a file is not one of these. */
  description: string;
}

export const acceptedFileTypes: Record<AcceptedFiles, AcceptedFileTypes> = {
  'jpg-png-pdf': {
    inputAccept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    description: 'a JPG, PNG or PDF file',
  },
  'image-or-pdf': {
    inputAccept: 'image/*,.pdf,application/pdf',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'application/pdf'],
    description: 'a photo (JPG, PNG, WebP, GIF, HEIC) or a PDF file',
  },
};
