import type { BankNoticeSettings } from '../config/config.ts';
import { handoverJobOptions } from '../declarations/pipeline-queues.ts';

/**
 * What a declaration passes on with the victim's consent (decision 048): its job is inserted with the
 * declaration, in the same statement, so a declaration with a yes always has it.
 */
export const PASSED_ON_QUEUE = 'passed-on';

/** Retried as the hand-over is (2 s, 4 s… then hourly), BANK_FRAUD_RETRY_LIMIT and _DELAY. */
export const passedOnJobOptions = (settings: Pick<BankNoticeSettings, 'retry'>) =>
  handoverJobOptions(settings.retry);
export type PassedOnJobOptions = ReturnType<typeof passedOnJobOptions>;
