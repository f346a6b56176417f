import type { PgBoss } from 'pg-boss';
import { createFileStorage } from '../attachments/attachment-services.ts';
import { registerPassedOn } from '../bank-notices/passed-on-jobs.ts';
import type { Config } from '../config/config.ts';
import { registerContactForward } from '../contact/contact-forward.ts';
import type { Database } from '../db/database.ts';
import { registerAddendumPipeline } from '../declarations/addendum-jobs.ts';
import { registerPipeline } from '../declarations/pipeline-jobs.ts';
import { handoverJobsOf } from '../declarations/pipeline-queues.ts';
import { SummaryRenderer } from '../declarations/summary-renderer.ts';
import { registerCaseMessages } from '../delivery/case-messages.ts';
import { type Ebox, HttpEbox, TestEbox, UnavailableEbox } from '../delivery/ebox.ts';
import { CapturingMailer, SmtpMailer } from '../delivery/mailer.ts';
import type { PortalMetrics } from '../operations/metrics.ts';
import { registerZoneHandover } from '../zone-handover/handover-jobs.ts';
import { registerRetention } from './housekeeping/retention.ts';
import { registerSessionCleanup } from './housekeeping/session-cleanup.ts';

/** The eBox adapter the configuration names (the config guarantees EBOX_URL with http). */
function createEbox(config: Config, { db }: Database): Ebox {
  if (config.eboxAdapter === 'http') return new HttpEbox(config.eboxUrl!);
  return config.eboxAdapter === 'test' ? new TestEbox(db) : new UnavailableEbox();
}

export interface Workers {
  close(): Promise<void>;
}

/**
 * The background side of the portal (ROLE `all` or `worker`): every job and schedule. Any number of
 * processes may run it on one PostgreSQL; pg-boss hands each job to one of them.
 */
export async function startWorkers(
  config: Config,
  database: Database,
  boss: PgBoss,
  metrics: PortalMetrics,
): Promise<Workers> {
  const { db } = database;
  await registerSessionCleanup(boss, db, config.sessionCleanupCron);
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new CapturingMailer(db);
  await registerContactForward(boss, db, mailer, {
    addresses: config.contactMailboxes,
    language: config.contactMailboxLanguage,
  });
  const renderer = new SummaryRenderer({ besideApi: config.role === 'all' });
  const ebox = createEbox(config, database);
  const handover = handoverJobsOf(config);
  await registerPipeline({
    database,
    boss,
    mailer,
    ebox,
    renderer,
    failSummary: config.faults.includes('summary-render'),
    handover,
    metrics,
  });
  if (config.zoneDelivery.mode === 'webhook') {
    const { receivers, keys } = config.zoneDelivery;
    await registerZoneHandover({
      database,
      boss,
      receivers,
      keys,
      publicUrl: config.publicUrl,
      render: (input) => renderer.render(input),
    });
  }
  await registerPassedOn({ database, boss, mailer, settings: config.bankNotices });
  await registerAddendumPipeline({
    database,
    boss,
    mailer,
    ebox,
    renderer,
    handover,
    additionOnHandled: config.zoneAdditionOnHandled,
  });
  await registerCaseMessages({ database, boss, mailer, ebox });
  await registerRetention(boss, db, {
    cron: config.retentionCron,
    storage: createFileStorage(config),
    declarationRetentionDays: config.declarationRetentionDays,
  });
  return { close: () => renderer.close() };
}
