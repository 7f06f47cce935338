import { describe, expect, it } from 'vitest';
import { myRequestsTexts } from '../../../src/client/features/my-requests/my-requests-texts';
import { grievanceTexts } from '../../../src/client/features/grievances/grievance-texts';
import { taxDefinitionTexts } from '../../../src/client/features/taxes/tax-definition-texts';

/*
 * My requests names payments by their tax and grievances by their subject in the words the taxes'
 * and the grievance form's catalogues use (a feature does not import another, so it has a copy).
 */
describe('the words My requests shares with the taxes and grievances pages', () => {
  for (const language of ['en', 'ta'] as const) {
    it(`are the same words in ${language}`, async () => {
      await Promise.all([myRequestsTexts.load(language), grievanceTexts.load(language), taxDefinitionTexts.load(language)]);
      const mine = myRequestsTexts.get(language);
      const taxes = taxDefinitionTexts.get(language).taxes;
      expect(mine.taxTitles).toEqual(Object.fromEntries(Object.entries(taxes).map(([slug, words]) => [slug, words.formTitle])));
      expect(mine.grievanceSubjects).toEqual(grievanceTexts.get(language).submit.subjects);
    });
  }
});
