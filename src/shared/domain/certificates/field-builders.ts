import type { AcceptedFiles, FieldDefinition, FieldKind, FileFieldDefinition } from './definition-types';
import { DEFAULT_MAX_FILE_BYTES } from './field-rules';

type FieldExtras = Partial<Omit<FieldDefinition, 'name' | 'label' | 'kind'>>;

/** Shorthands that keep the six definitions readable: a field is required unless said otherwise. */
export const field =
  (kind: FieldKind) =>
  (name: string, label: string, extras: FieldExtras = {}): FieldDefinition => ({
    name,
    label,
    kind,
    required: true,
    ...extras,
  });

export const text = field('text');
export const textarea = field('textarea');
export const date = field('date');
export const select = field('select');
export const amount = field('amount');
export const aadhaar = field('aadhaar');
export const phone = field('phone');
export const email = field('email');

type FileExtras = Partial<Omit<FileFieldDefinition, 'name' | 'label' | 'accept'>>;

export const upload =
  (accept: AcceptedFiles) =>
  (name: string, label: string, extras: FileExtras = {}): FileFieldDefinition => ({
    name,
    label,
    accept,
    required: true,
    multiple: false,
    maxBytes: DEFAULT_MAX_FILE_BYTES,
    storedAs: `${name}Path`,
    ...extras,
  });
