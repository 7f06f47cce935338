import type { FastifyInstance } from 'fastify';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { myApplicationRoutes } from './my-application-routes';
import { myGrievanceRoutes } from './my-grievance-routes';
import { myPaymentRoutes } from './my-payment-routes';

/**
 * The signed-in citizen's own requests (decision 043): `/api/me/…`, a citizen's session
 * only, each query filtered by the owner. Applications' Aadhaar numbers are opened to be masked.
 */
export function myRequestsModule(aadhaar: AadhaarCipher) {
  return async function registerMyRequestsModule(app: FastifyInstance) {
    await app.register(myApplicationRoutes(aadhaar));
    await app.register(myPaymentRoutes);
    await app.register(myGrievanceRoutes);
  };
}
