import { GRIEVANCE_TIMEOUT_MS } from '../../api/submissions/grievance-types';
import { apiPaths } from '../../api/paths';
import type { FormFieldDefinition, SubmissionTarget } from '../form-fields';
import { GRIEVANCE_MESSAGE_MAX, GRIEVANCE_NAME_MAX, GRIEVANCE_SUBJECTS, grievanceSubjectLabels } from './grievance-rules';

/** The grievance form of spec section 2 (/grievances), as data: its fields and where it is sent. */
export const grievanceForm = {
  formTitle: 'Submit a grievance',
  apiPath: apiPaths.grievances,
  transport: 'json',
  files: [],
  timeoutMs: GRIEVANCE_TIMEOUT_MS,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: GRIEVANCE_NAME_MAX, autoComplete: 'name' },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    {
      name: 'subject',
      label: 'Subject',
      kind: 'select',
      required: true,
      options: GRIEVANCE_SUBJECTS.map((subject) => ({ value: subject, label: grievanceSubjectLabels[subject] })),
    },
    { name: 'message', label: 'Message', kind: 'textarea', required: true, maxLength: GRIEVANCE_MESSAGE_MAX },
  ],
} as const satisfies SubmissionTarget & { formTitle: string; fields: readonly FormFieldDefinition[] };
