import type { SubmissionTarget } from '../../../shared/domain/form-fields';

/** What a form submits: its text values, and the files chosen for each upload. */
export interface Submission {
  values: Record<string, string>;
  files: Record<string, File[]>;
}

/**
 * The body of a form's POST, built the same way when the form sends it and when the outbox
 * sends it later: the server's Idempotency-Key check hashes the body, so a retry built any other
 * way would be "a different request". Files go in the definition's order, each with its name.
 */
export function buildRequestBody(target: SubmissionTarget, { values, files }: Submission): Record<string, string> | FormData {
  if (target.transport === 'json') return values;
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const upload of target.files) {
    for (const file of files[upload.name] ?? []) body.append(upload.name, file, file.name);
  }
  return body;
}
