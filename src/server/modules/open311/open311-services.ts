import { GRIEVANCE_SUBJECTS, grievanceSubjectLabels } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';

/** One service of GET services.json: a grievance subject as Open311 GeoReport v2 lists it. */
export interface Open311Service {
  service_code: GrievanceSubject;
  service_name: string;
  description: string;
  /** No service asks further questions: a complaint is its place and its words. */
  metadata: false;
  /** Each request gets its complaint ID at once (no token to exchange later). */
  type: 'realtime';
  keywords: string;
  group: string;
}

/** What each subject covers, in the words another service shows its users beside the name. */
const ABOUT: Record<GrievanceSubject, Pick<Open311Service, 'description' | 'keywords' | 'group'>> = {
  gas: { description: 'Piped gas: a leak, no supply or a damaged pipe.', keywords: 'gas, leak, pipeline, supply', group: 'utilities' },
  water: {
    description: 'Water supply: no water, low pressure, dirty water or a burst pipe.',
    keywords: 'water, pipe, leak, pressure, drinking water',
    group: 'utilities',
  },
  electricity: {
    description: 'Electricity: a street light out, a fallen line or no supply.',
    keywords: 'electricity, street light, power, line',
    group: 'utilities',
  },
  cleanliness: {
    description: 'Cleanliness: garbage not cleared, a blocked drain or an unclean public place.',
    keywords: 'garbage, waste, drain, sanitation, cleaning',
    group: 'sanitation',
  },
};

/** The four subjects of the spec, in its order: the only services there are. */
export const OPEN311_SERVICES: readonly Open311Service[] = GRIEVANCE_SUBJECTS.map((subject) => ({
  service_code: subject,
  service_name: grievanceSubjectLabels[subject],
  ...ABOUT[subject],
  metadata: false,
  type: 'realtime',
}));
