import { ZONE_HANDOVER_HEADERS } from '@pow/contracts/zone-handover';
import { type Declaration, localeOrDefault } from '@pow/domain';
import { interpolate } from '@pow/i18n';
import { summaryCatalogues } from '@pow/i18n/summary';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { BankNoticeSettings } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { declarations, passedOnNotices, refPoliceZones } from '../db/schema.ts';
import { type IdJob, jobAbout, lastTry, workLoops } from '../declarations/work-loops.ts';
import type { Mailer } from '../delivery/mailer.ts';
import { zoneNameIn } from '../reference-data/police-zones.ts';
import { failureOf } from '../zone-handover/handover-jobs.ts';
import { signatureHeader } from '../zone-handover/handover-signature.ts';
import { deskOf } from './bank-desk-settings.ts';
import {
  bankFraudNotice,
  type PlannedBankNotice,
  plannedBankNotices,
  plannedTakedown,
} from './notice-plan.ts';
import { PASSED_ON_QUEUE } from './passed-on-queue.ts';

export interface PassedOnOptions {
  database: Database;
  boss: PgBoss;
  mailer: Mailer;
  settings: BankNoticeSettings;
}

/** The name of a bank's notice in X-Portal-Document, beside the hand-over's documents. */
export const BANK_FRAUD_NOTICE_DOCUMENT = 'bankFraudNotice';

/** Longest wait for a desk's answer, as for the hand-over: after it the attempt failed. */
const ANSWER_TIMEOUT_MS = 30_000;

class Refused extends Error {}

type Row = typeof passedOnNotices.$inferSelect;
type Stored = {
  register: string;
  createdAt: Date;
  zoneKey: string;
  zoneName: string;
  language: string;
  payload: Declaration;
};

/**
 * One attempt at a bank's desk: the notice POSTed signed as the hand-over is (version 2's header, the
 * key named), its id the Idempotency-Key; anything but a 2xx throws.
 */
async function tellBank(settings: BankNoticeSettings, row: Row, plan: PlannedBankNotice, stored: Stored) {
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify(bankFraudNotice(row.id, plan, stored));
  const response = await fetch(deskOf(settings.desks, plan.bic).url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ZONE_HANDOVER_HEADERS.timestamp]: String(timestamp),
      [ZONE_HANDOVER_HEADERS.signature]: signatureHeader(2, settings.keys.signing, timestamp, body),
      [ZONE_HANDOVER_HEADERS.idempotencyKey]: row.id,
      [ZONE_HANDOVER_HEADERS.document]: BANK_FRAUD_NOTICE_DOCUMENT,
    },
    body,
    // A redirect would carry the victim's account to an address nobody configured.
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Refused(`HTTP ${response.status}`);
}

/** The author's addresses, one message per declaration, in its language, to Safeonweb's address. */
function takedownMail(stored: Stored, takedown: NonNullable<ReturnType<typeof plannedTakedown>>) {
  const texts = summaryCatalogues[localeOrDefault(stored.language)].takedown;
  const list = (title: string, values: readonly string[]) =>
    values.length ? [title, ...values.map((value) => `- ${value}`)].join('\n') : '';
  const addresses = [list(texts.emails, takedown.emails), list(texts.websites, takedown.websites)]
    .filter(Boolean)
    .join('\n\n');
  return {
    to: takedown.to,
    subject: interpolate(texts.subject, { register: stored.register }),
    text: interpolate(texts.text, { register: stored.register, addresses }),
  };
}

/**
 * Passes on what the victim consented to (issue 31, decision 048): the notices stored pending with the
 * declaration, in its one statement with this job; every attempt sends those still pending; one refused fails the attempt, which pg-boss retries (BANK_FRAUD_RETRY_*),
 * and after the last one what is still pending is `failed`: the zone follows it up.
 */
export async function registerPassedOn(options: PassedOnOptions): Promise<void> {
  const { database, boss, mailer, settings } = options;
  const { db } = database;

  await workLoops(boss, PASSED_ON_QUEUE, 1, async (job: IdJob) => {
    const id = job.data.id;
    const [found] = await db
      .select({
        register: declarations.register,
        createdAt: declarations.createdAt,
        zoneKey: declarations.zoneKey,
        language: declarations.language,
        payload: declarations.payload,
        zone: { name: refPoliceZones.name, names: refPoliceZones.names },
      })
      .from(declarations)
      .innerJoin(refPoliceZones, eq(refPoliceZones.key, declarations.zoneKey))
      .where(eq(declarations.id, id));
    if (!found) return;
    jobAbout(job, found.register);
    const language = localeOrDefault(found.language);
    // The zone as the bank reads it: in the declaration's language, as its summary names it.
    const stored: Stored = {
      ...found,
      zoneName: zoneNameIn(found.zone, language),
      payload: found.payload as Declaration,
    };
    const banks = plannedBankNotices(stored.payload);
    const takedown = plannedTakedown(stored.payload, language);
    const pending = await db
      .select()
      .from(passedOnNotices)
      .where(and(eq(passedOnNotices.declarationId, id), eq(passedOnNotices.status, 'pending')))
      .orderBy(asc(passedOnNotices.createdAt), asc(passedOnNotices.target));
    let failure: unknown;
    for (const row of pending) {
      const still = and(eq(passedOnNotices.id, row.id), eq(passedOnNotices.status, 'pending'));
      try {
        if (row.kind === 'takedown' && takedown) await mailer.send(takedownMail(stored, takedown));
        else {
          const plan = banks.find((bank) => bank.target === row.target);
          if (!plan) throw new Refused('no longer in the declaration');
          await tellBank(settings, row, plan, stored);
        }
      } catch (error) {
        failure = error;
        await db
          .update(passedOnNotices)
          .set({
            failures: sql`${passedOnNotices.failures} + 1`,
            error: failureOf(error),
            triedAt: new Date(),
            ...(lastTry(job) ? { status: 'failed' as const } : {}),
          })
          .where(still);
        continue;
      }
      const now = new Date();
      await db
        .update(passedOnNotices)
        .set({ status: 'delivered', deliveredAt: now, triedAt: now })
        .where(still);
    }
    if (failure) throw failure;
  });
}
