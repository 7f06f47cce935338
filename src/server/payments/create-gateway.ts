import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay-gateway';
import { SandboxGateway } from './sandbox-gateway';

export interface Gateways {
  /** What the tax module talks to. */
  gateway: PaymentGateway;
  /** The same object when PAYMENT_PROVIDER=sandbox (its checkout route needs it); otherwise null. */
  sandbox: SandboxGateway | null;
}

/** The gateway PAYMENT_PROVIDER names, configured from the validated settings. */
export function createPaymentGateways(config: Config, db: Database): Gateways {
  if (config.paymentProvider === 'razorpay') {
    const gateway = new RazorpayGateway({
      keyId: config.razorpayKeyId ?? '',
      keySecret: config.razorpayKeySecret,
      apiBase: config.razorpayApiBase,
      timeoutMs: config.paymentGatewayTimeoutMs,
    });
    return { gateway, sandbox: null };
  }
  const sandbox = new SandboxGateway(db, config.razorpayKeySecret);
  return { gateway: sandbox, sandbox };
}
