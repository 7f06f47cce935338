import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_ID_PATTERN,
  complaintStatusLabel,
  grievanceMessages,
  grievanceSchema,
  normalizeComplaintId,
  normalizeGrievance,
} from '../../../src/shared/domain/grievances/grievance-rules';
import { validateStrict } from '../../../src/shared/validation/validate';

const check = (values: Record<string, unknown>) => validateStrict(grievanceSchema, normalizeGrievance(values));
const valid = { name: 'Asha', email: 'asha@example.in', subject: 'water', message: 'No water since Monday.' };

describe('grievance rules (spec section 5)', () => {
  it('accepts a complete grievance', () => {
    expect(check(valid).ok).toBe(true);
  });

  it.each(['name', 'email', 'subject', 'message'])('asks for all required fields when %s is empty', (field) => {
    const result = check({ ...valid, [field]: '  ' });
    expect(result.ok ? null : result.fields[field]).toBe(grievanceMessages.required);
  });

  it('checks the email pattern and the subject list', () => {
    const email = check({ ...valid, email: 'asha@example' });
    expect(email.ok ? null : email.fields.email).toBe('Please enter a valid email address.');
    const subject = check({ ...valid, subject: 'roads' });
    expect(subject.ok ? null : subject.fields.subject).toBe('Please choose a subject: gas, water, electricity or cleanliness.');
  });
});

describe('complaint status display (spec section 4)', () => {
  it.each([
    [undefined, 'Pending'],
    ['', 'Pending'],
    ['Pending', 'Pending'],
    ['In Progress', 'In Progress'],
    ['in progress', 'In Progress'],
    ['Resolved', 'Resolved'],
    ['resolved by ward office', 'Resolved'],
    ['Declined', 'Declined'],
    ['something else', 'Pending'],
  ])('%j is shown as %s', (status, label) => {
    expect(complaintStatusLabel(status)).toBe(label);
  });
});

describe('complaint IDs', () => {
  it('are read without regard to case or surrounding spaces, and never contain 0, O, 1 or I', () => {
    expect(normalizeComplaintId('  grv-7k3m-9qxd ')).toBe('GRV-7K3M-9QXD');
    expect(COMPLAINT_ID_PATTERN.test('GRV-7K3M-9QXD')).toBe(true);
    expect(COMPLAINT_ID_PATTERN.test('GRV-7K3M-9QX0')).toBe(false);
    expect(COMPLAINT_ID_PATTERN.test('GRV-IK3M-9QXD')).toBe(false);
  });
});
