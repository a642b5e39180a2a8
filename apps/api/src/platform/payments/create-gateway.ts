import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { createPhonePeGateway } from './phonepe.ts';
import { createSimulatorGateway } from './simulator.ts';

/** The gateway PAYMENT_PROVIDER names; the simulator by default. */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  const env = config.env;
  if (config.paymentProvider === 'simulator') {
    return createSimulatorGateway(db, config.publicUrl, {
      refundDelayMs: env.SIMULATOR_REFUND_SECONDS * 1000,
    });
  }
  return createPhonePeGateway({
    env: env.PHONEPE_ENV,
    baseUrl: env.PHONEPE_BASE_URL,
    authUrl: env.PHONEPE_AUTH_URL,
    clientId: env.PHONEPE_CLIENT_ID ?? '',
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? '',
    clientVersion: env.PHONEPE_CLIENT_VERSION ?? '1',
  });
}
