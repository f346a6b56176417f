/**
 * What must hold once the faults stop and the portal has settled, read from its database, its
 * attachment storage and the SMTP server: nothing acknowledged lost or doubled, every declaration at
 * status 3 or -1, every e-mail accepted, no job given up, no file without its row nor row without its file.
 */
import pg from 'pg';
import type { AttachmentDisk } from './attachment-disk.ts';
import type { Clients } from './clients.ts';
import type { SmtpOutage } from './smtp-outage.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUEUES = ['summary-render', 'summary-deliver', 'zone-deliver', 'contact-forward'];

export interface Outcome {
  checks: [string, boolean][];
  /** Lines of facts for the report. */
  facts: string[];
}

/** Waits (at most `ms`) until every declaration is at 3 or -1 and every contact message forwarded. */
async function settle(
  db: pg.Client,
  guids: string[],
  ms: number,
): Promise<{ declarations: number; contacts: number }> {
  const by = Date.now() + ms;
  for (;;) {
    const { rows } = await db.query(
      `select (select count(*)::int from declarations where id = any($1::uuid[]) and status not in (3, -1)) as declarations,
              (select count(*)::int from contact_messages where forwarded_at is null) as contacts`,
      [guids],
    );
    const left = rows[0] as { declarations: number; contacts: number };
    if ((left.declarations === 0 && left.contacts === 0) || Date.now() > by) return left;
    await sleep(1000);
  }
}

const one = async <T>(db: pg.Client, text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows[0] as T;

/**
 * Once every declaration and contact message has settled (3 minutes at most): every acknowledged
 * declaration stored, exactly once, at status 3 or -1; the declarations by status and the contact
 * messages not forwarded, for the rest of the checks and the report.
 */
export async function checkDeclarations(
  db: pg.Client,
  acknowledged: string[],
): Promise<{ checks: [string, boolean][]; byStatus: string; contactsNotForwarded: number }> {
  const unsettled = await settle(db, acknowledged, 180_000);
  const stored = await one<{ n: number; keys: number }>(
    db,
    'select count(*)::int as n, count(distinct idempotency_key)::int as keys from declarations',
  );
  const missing = await one<{ n: number }>(
    db,
    'select count(*)::int as n from unnest($1::uuid[]) as g(id) where not exists (select 1 from declarations d where d.id = g.id)',
    [acknowledged],
  );
  const byStatus = await db.query(
    'select status, count(*)::int as n from declarations group by status order by status',
  );
  return {
    checks: [
      [
        `every acknowledged declaration stored (${acknowledged.length} acknowledged, ${missing.n} missing)`,
        missing.n === 0,
      ],
      [
        `each exactly once (${stored.n} rows, ${stored.keys} keys, ${acknowledged.length} acknowledged)`,
        stored.n === stored.keys && stored.n === acknowledged.length,
      ],
      [
        `every declaration at status 3 or -1 (${unsettled.declarations} still on their way)`,
        unsettled.declarations === 0,
      ],
    ],
    byStatus: byStatus.rows.map((r: { status: number; n: number }) => `${r.status} × ${r.n}`).join(', '),
    contactsNotForwarded: unsettled.contacts,
  };
}

export async function checkOutcome(
  databaseUrl: string,
  clients: Clients,
  smtp: SmtpOutage,
  disk: AttachmentDisk,
): Promise<Outcome> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const guids = [...clients.acknowledged.values()];
    const declared = await checkDeclarations(db, guids);
    const channels = await db.query(
      `select form, overview_method as asked, delivered_by as channel, count(*)::int as n
         from declarations group by 1, 2, 3 order by 1, 2, 3`,
    );
    const failedJobs = await one<{ n: number }>(
      db,
      "select count(*)::int as n from pgboss.job where state = 'failed' and name = any($1)",
      [QUEUES],
    );
    // Every summary that went by e-mail, and every acknowledged contact message, reached the SMTP server.
    const mailed = await db.query("select register from declarations where delivered_by = 'email'");
    const summariesNotMailed = mailed.rows.filter(
      (r: { register: string }) => !smtp.accepted.has(r.register),
    );
    const contactsNotMailed = clients.contactTokens.filter((token) => !smtp.accepted.has(token));

    // Attachments: files against rows.
    const files = disk.files();
    const rows = (
      await db.query('select storage_key as key, size, sha256, declaration_id as declaration from uploads')
    ).rows as { key: string; size: number; sha256: string; declaration: string | null }[];
    const keys = new Set(rows.map((row) => row.key));
    const orphans = [...files.keys()].filter((key) => !keys.has(key));
    const sent = rows.filter((row) => row.declaration);
    const brokenSent = sent.filter((row) => files.get(row.key) !== row.size);
    const pending = rows.filter((row) => !row.declaration);
    // A row without a hash is a batch that never finished (its process killed, its connection cut).
    const unfinished = pending.filter((row) => !row.sha256);
    const unfinishedWithFile = unfinished.filter((row) => files.has(row.key)).length;
    const referenced = await one<{ n: number }>(
      db,
      "select coalesce(sum(jsonb_array_length(payload->'attachments')), 0)::int as n from declarations",
    );

    const checks: [string, boolean][] = [
      ...declared.checks,
      [
        `no answer a retry could not change (${clients.refusals.length}${clients.refusals.length ? `: ${[...new Set(clients.refusals)].join(', ')}` : ''})`,
        clients.refusals.length === 0,
      ],
      [`no job given up (${failedJobs.n} failed in ${QUEUES.join(', ')})`, failedJobs.n === 0],
      [
        `every summary sent by e-mail accepted by the SMTP server (${mailed.rows.length} by e-mail, ${summariesNotMailed.length} not received)`,
        summariesNotMailed.length === 0,
      ],
      [
        `every contact message forwarded and accepted by the SMTP server (${clients.contactTokens.length} acknowledged, ${declared.contactsNotForwarded} not forwarded, ${contactsNotMailed.length} not received)`,
        declared.contactsNotForwarded === 0 && contactsNotMailed.length === 0,
      ],
      [
        `every attachment of a declaration stored with its row and whole file (${referenced.n} referenced, ${sent.length} rows, ${brokenSent.length} missing or short)`,
        referenced.n === sent.length && brokenSent.length === 0,
      ],
      [
        `no orphaned file in the attachment storage (${files.size} files, ${orphans.length} without a row)`,
        orphans.length === 0,
      ],
      [
        `a full storage refused with 507 error_upload (${clients.counts.uploadsRefusedFull} such answers, ${clients.counts.uploadsFullWrongKey} with another key)`,
        clients.counts.uploadsFullWrongKey === 0 && (!disk.mounted || clients.counts.uploadsRefusedFull > 0),
      ],
    ];
    const facts = [
      `Final status: ${declared.byStatus}. Summaries by form, channel asked → channel used: ${channels.rows.map((r: { form: string; asked: string; channel: string | null; n: number }) => `${r.form} ${r.asked} → ${r.channel ?? 'none'} × ${r.n}`).join(', ')}; SMTP server: ${smtp.messages} messages accepted.`,
      `Attachments: ${sent.length} sent with their declaration; ${pending.length} never sent, pending the retention job (which deletes them with their file after a day): ${pending.length - unfinished.length} whole uploads whose answer was lost or whose declaration was not sent before the end, ${unfinished.length} unfinished batches (process killed or connection cut meanwhile), ${unfinishedWithFile} of them with a file.`,
    ];
    return { checks, facts };
  } finally {
    await db.end();
  }
}
