import type { FastifyInstance } from 'fastify';
import type { MyGrievanceItem } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { answerLanguage } from '../../http/answer-language';
import { clerkWordsIn } from '../audit/clerk-words';
import { myListQuerystring, ownPage } from './my-list-query';
import { pageOwnGrievances } from './my-requests-repository';
import { myGrievancesJsonSchema } from './my-requests-schemas';

/**
 * GET /api/me/grievances: the grievances the citizen submitted while signed in, newest first
 * (decision 043), each with the clerk's latest note: the submitter's to read, where the public
 * complaint tracker shows the status only (decision 065), its chosen reasons in the request's language (decision 073).
 */
export async function myGrievanceRoutes(app: FastifyInstance) {
  app.get(
    apiPaths.me.grievances,
    { config: { access: 'citizen' }, schema: { querystring: myListQuerystring, response: { 200: myGrievancesJsonSchema } } },
    (request) =>
      ownPage(request, pageOwnGrievances, (row): MyGrievanceItem => {
        // The reasons chosen in the reader's language, the clerk's words as written (decision 073).
        const message = clerkWordsIn(answerLanguage(request), 'grievance', row);
        return {
          complaintId: row.complaintId,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          ...(message === null ? {} : { message }),
        };
      }),
  );
}
