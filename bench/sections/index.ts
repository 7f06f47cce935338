import type { Section } from '../lib/section';
import { adminListSection } from './admin-list';
import { apiSection } from './api';
import { browserOfflineSection } from './browser-offline';
import { lighthouseSection } from './lighthouse';
import { messagesSection } from './messages';
import { myRequestsSection } from './my-requests';
import { pwaSection } from './pwa';
import { registerImportSection } from './register-import';
import { documentsSection } from './documents';
import { escalationSection } from './escalation';
import { publicStatsSection } from './public-stats';
import { uploadsSection } from './uploads';

/**
 * Every section, in the order `npm run bench` runs them. A new section (the browser's Lighthouse
 * and Playwright figures, say) is one module exporting a Section, added to this list.
 */
export const sections: readonly Section[] = [
  apiSection,
  adminListSection,
  uploadsSection,
  documentsSection,
  messagesSection,
  registerImportSection,
  escalationSection,
  publicStatsSection,
  myRequestsSection,
  browserOfflineSection,
  lighthouseSection,
  pwaSection,
];
