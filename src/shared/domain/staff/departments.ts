/**
 * The municipality's departments (DESIGN section 11, decision 081): which officers see and decide
 * which items. Each certificate definition names its own (`department`); the taxes and the
 * grievances have theirs here.
 */
export const DEPARTMENTS = ['registration', 'revenue', 'taxes', 'grievances'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Every tax and bill payment is the taxes department's. */
export const TAX_DEPARTMENT: Department = 'taxes';
/** Every grievance, whatever its subject, is the grievances department's. */
export const GRIEVANCE_DEPARTMENT: Department = 'grievances';
