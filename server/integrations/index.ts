import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { createSmsSender, smsOptionsFromConfig, type SmsSender } from './sms/index.ts';
import type { PaymentGateway } from './payment/payment-gateway.ts';
import { localFileStorage, type FileStorage } from './file-storage/local-file-storage.ts';
import { createChangeBus, type ChangeBus } from './change-bus/index.ts';

/**
 * Everything that leaves the process, behind small interfaces (ARCHITECTURE.md): tests pass fakes, production picks
 * real providers from the configuration.
 */
export interface Integrations {
  sms: SmsSender;
  /** Uploaded files, outside the web root. */
  files: FileStorage;
  /** The online-payment gateway; unset, the services build the one PAYMENT_PROVIDER names (server/services/index.ts). */
  payment?: PaymentGateway;
  /** Tells every process (workers, machines) that something they keep in memory changed (change-bus/). */
  changes: ChangeBus;
}

/** The providers the configuration names (SMS_PROVIDER: the outbox file by default, Kavenegar in production). */
export function createIntegrations(config: Config, log: Logger, clock?: Clock): Integrations {
  return {
    sms: createSmsSender(smsOptionsFromConfig(config, clock), log),
    files: localFileStorage(config.UPLOAD_DIR),
    changes: createChangeBus(config.DATABASE_URL, log),
  };
}
