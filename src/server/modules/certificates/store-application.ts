import type { CertificateSubmitted } from '../../../shared/api/submissions/certificate-types';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { Transaction } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import type { Escalation } from '../escalation/escalation';
import type { MessageQueue } from '../notifications/queue-messages';
import { applicationEvent } from '../notifications/request-events';
import { insertApplication, insertDocuments, insertEvent } from './application-repository';
import { newReference } from './reference';
import type { ReceivedFile } from './received-file';
import { moveIntoPlace, newStoredName } from './upload-store';
import type { UploadDirs } from './upload-store';

export interface ValidApplication {
  definition: CertificateDefinition;
  values: Record<string, string>;
  /** Checked files, each with its detected type. */
  files: readonly (ReceivedFile & { detectedType: string })[];
  ownerId: string | null;
}

/**
 * Writes a valid application inside `tx`: the row, its document rows, the 'submitted' event, its messages, and
 * the files moved from .tmp to their stored names. Every moved path is pushed to `moved` first,
 * so that if the transaction does not commit the caller deletes them and nothing is left.
 */
export async function storeApplication(
  tx: Transaction,
  application: ValidApplication,
  context: { dirs: UploadDirs; moved: string[]; messages: MessageQueue; escalation: Escalation; dueBy: (createdAt: Date) => string },
): Promise<CertificateSubmitted> {
  const { definition } = application;
  const row = await insertWithFreshCode(
    () => newReference(definition.slug),
    (reference) => insertApplication(tx, { type: definition.slug, data: application.values, ownerId: application.ownerId, reference }),
  );
  const documents = application.files.map((file) => ({ file, storedName: newStoredName() }));
  await insertDocuments(
    tx,
    documents.map(({ file, storedName }) => ({
      applicationId: row.id,
      field: file.field,
      position: file.position,
      originalName: file.originalName,
      storedName,
      sizeBytes: file.size,
      mimeType: file.detectedType,
      sha256: file.sha256,
    })),
  );
  await insertEvent(tx, { applicationId: row.id, action: 'submitted', actorId: application.ownerId });
  const dueBy = context.dueBy(row.createdAt);
  await context.escalation.schedule(tx, 'application', row);
  await context.messages.queue(tx, applicationEvent(row, { type: 'application.received', dueBy }));
  for (const { file, storedName } of documents) {
    context.moved.push(await moveIntoPlace(file.tempPath, context.dirs, storedName));
  }
  return {
    id: row.id,
    ...(definition.answersApplicationId ? { applicationId: row.id } : {}),
    reference: row.reference,
    status: 'pending',
    dueBy,
  };
}
