import { grievanceSubjectLabels } from '../../../shared/domain/grievances/grievance-rules';
import { taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';

/*
 * The My requests list (decision 043); my-requests-texts.ta.ts has the same keys in Tamil. The list
 * names each payment by its tax and each grievance by its subject: those words are the taxes' and
 * the grievance form's (a feature does not import another; a unit test holds them equal).
 */
const myRequestsTexts = {
  title: 'My requests',
  intro: 'Your applications, payments and grievances, newest first. Open one to see its details and history.',
  applications: 'Applications',
  payments: 'Payments',
  grievances: 'Grievances',
  noApplications: 'No applications yet.',
  noPayments: 'No payments yet.',
  noGrievances: 'No grievances yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  waitingToSend: 'Waiting to send',
  waitingIntro: 'Saved on this device without a connection. Each is sent automatically when the connection returns.',
  taxTitles: Object.fromEntries(taxDefinitions.map((tax) => [tax.slug, tax.formTitle])) as Record<string, string | undefined>,
  grievanceSubjects: { ...grievanceSubjectLabels } as Record<string, string | undefined>,
};

export type MyRequestsTexts = typeof myRequestsTexts;
export default myRequestsTexts;
