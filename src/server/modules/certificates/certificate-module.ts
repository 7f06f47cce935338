import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { sealPlainAadhaar } from '../../aadhaar/aadhaar-rekey';
import { acknowledgementRoutes } from './acknowledgement-routes';
import { adminCertificateRoutes } from './admin-certificate-routes';
import type { DocumentLinks } from './document-links';
import { documentRoutes } from './document-routes';
import { issuedCertificateRoutes } from './issued-certificate-routes';
import { resubmitRoutes } from './resubmit-routes';
import { submissionRoutes } from './submission-routes';
import { trackRoutes } from './track-routes';
import { prepareUploadDirs, uploadDirsOf } from './upload-store';

/**
 * Certificate applications: the six submission endpoints, the admin decisions, the signed
 * document links and tracking by reference and mobile number. Multipart parsing is registered here, so only these routes accept it.
 */
export function certificateModule(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerCertificateModule(app: FastifyInstance) {
    const { config } = app;
    const dirs = uploadDirsOf(config.uploadDir);
    // Without DATABASE_URL the server runs PGlite and holds the DATA_DIR lock: no one else writes
    // in the default folder inside it.
    const exclusive = config.databaseUrl === null && config.uploadDir === join(config.dataDir, 'uploads');
    const swept = await prepareUploadDirs(dirs, { exclusive });
    if (swept > 0) app.log.info(`Removed ${swept} unfinished upload(s) left in ${dirs.tmp}`);
    // Rows written before Aadhaar numbers were encrypted (or loaded by hand) are sealed now,
    // before the first request; rotation to a new key is left to `npm run aadhaar:rekey`.
    const sealed = await sealPlainAadhaar(app.db, aadhaar);
    if (sealed > 0) app.log.info(`Encrypted the Aadhaar numbers of ${sealed} application(s) stored in plain text`);

    // Limits are set per request in readMultipart from the definition; these are the ceilings.
    await app.register(multipart, { limits: { fileSize: app.config.uploadMaxFileBytes, parts: 100, headerPairs: 100 } });
    await app.register(submissionRoutes(dirs, aadhaar));
    await app.register(
      resubmitRoutes({ dirs, aadhaar, limits: { maxFileBytes: config.uploadMaxFileBytes, maxRequestBytes: config.uploadMaxRequestBytes } }),
    );
    await app.register(adminCertificateRoutes(links, aadhaar));
    await app.register(documentRoutes(dirs, links));
    await app.register(trackRoutes);
    await app.register(issuedCertificateRoutes);
    await app.register(acknowledgementRoutes);
  };
}
