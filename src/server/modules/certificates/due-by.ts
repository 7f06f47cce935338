import { answerDueBy } from '../../../shared/domain/certificates/service-time';
import type { Config } from '../../config';

/** The date the answer to an application of this type, submitted then, is due: by this municipality's service times. */
export function applicationDueBy(config: Pick<Config, 'serviceTimes'>, type: string, createdAt: Date): string {
  const serviceTime = config.serviceTimes[type];
  // The type CHECK of `applications` allows only registered types, and the config has them all.
  if (serviceTime === undefined) throw new Error(`No service time for certificate type ${type}`);
  return answerDueBy(createdAt, serviceTime);
}
