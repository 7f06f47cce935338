import type { AdminCategory } from '../../api/admin-types';
import { certificateDefinitions } from '../certificates/certificate-definitions';
import { GRIEVANCE_DEPARTMENT, TAX_DEPARTMENT } from './departments';
import type { Department } from './departments';

/** Which department each list of the dashboard belongs to (decisions 081 and 082): what an officer sees, and what the admin is shown. */
export const departmentOfList: ReadonlyMap<AdminCategory, Department> = new Map<AdminCategory, Department>([
  ...certificateDefinitions.map((definition) => [definition.listKey as AdminCategory, definition.department] as const),
  ['grievances', GRIEVANCE_DEPARTMENT],
  ['taxes', TAX_DEPARTMENT],
]);
