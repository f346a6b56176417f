/**
 * Fault injection (issue 9, `npm run test:resilience`): an API process and a worker process, each kept
 * running by a small supervisor, on a throwaway PostgreSQL cluster of the run's own, take declarations
 * (with attachments) and contact messages from clients that retry, declarations with their
 * Idempotency-Key. Meanwhile: the API killed (SIGKILL) mid-submission and restarted, the worker killed
 * during its PDF renders and deliveries, every database connection cut every 80 ms, PostgreSQL restarted
 * (immediate, a crash and its recovery, then fast), the eBox failing, the SMTP server of SMTP_URL
 * dropping or refusing sessions 1 s in 2, the attachment storage (a tmpfs) full 3 s in 6, uploads cut
 * halfway, the virus scanner (clamd) stopped for 2 s every 8 s. Then, while the backlog drains (eBox still down, SMTP outages for 15 s more): every
 * acknowledged declaration exists exactly once at status 3 or -1, every e-mail was accepted, no job was
 * given up, no file lacks its row nor row its file. Without PostgreSQL binaries the run uses the server
 * of DATABASE_URL (else TEST_POSTGRES_URL, else 127.0.0.1:5432) and skips the restarts; without root
 * (mount) the storage is never full. Loopback only, bounded in time (RESILIENCE_SECONDS, default 60);
 * exits 1 on a failed check. `-- --record` appends the report to docs/reliability.md.
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain/testing';
import pg from 'pg';
import { type Clamd, startClamd } from '../apps/api/test/clamd.ts';
import { AttachmentDisk } from './resilience/attachment-disk.ts';
import { checkOutcome } from './resilience/checks.ts';
import { Clients } from './resilience/clients.ts';
import { postgresOfTheRun } from './resilience/postgres-cluster.ts';
import { SmtpOutage } from './resilience/smtp-outage.ts';
import { Supervised } from './resilience/supervised.ts';
import { freshDatabase, migrate, sessionCookie, waitFor } from './support.ts';

const SECONDS = Number(process.env.RESILIENCE_SECONDS ?? 60);
const PORT = 18290;
const SMTP_DRAIN_MS = 15_000;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { cluster, url: serverUrl } = await postgresOfTheRun();
const database = await freshDatabase(serverUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pow-resilience-'));
const disk = await AttachmentDisk.mount(path.join(dataDir, 'attachments'));
const smtp = await SmtpOutage.start();
// The scanner's own folder: it is stopped and started again on the same socket.
const clamdDir = path.join(dataDir, 'clamd');
mkdirSync(clamdDir);
let clamd: Clamd = await startClamd(clamdDir);
const env = {
  ...process.env,
  CLAMD_SOCKET: clamd.socket,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  HOST: '127.0.0.1',
  PORT: String(PORT),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
  DECLARATION_RATE_LIMIT_PER_HOUR: '100000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '100000000',
  CONTACT_RATE_LIMIT_PER_HOUR: '100000000',
};
const faults = {
  apiKilled: 0,
  workerKilled: 0,
  eboxOutages: 0,
  connectionsCut: 0,
  postgresRestarts: { fast: 0, immediate: 0 },
  smtpOutages: 0,
  storageFull: 0,
  scannerStops: 0,
};

// Cuts connections through a pool: its own connection goes too when PostgreSQL restarts.
const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
admin.on('error', () => undefined);
const dbName = new URL(database.url).pathname.slice(1);

await migrate(env);
const api = new Supervised('api', env);
let worker: Supervised | undefined;
let exitCode = 0;
try {
  await waitFor(`${base}/index.php/api/health`);
  worker = new Supervised('worker', env);
  // Emma (person form) asks for her summary by e-mail; Jan (phishing) by eBox, e-mail when it fails.
  const [emma, jan] = await Promise.all([
    Promise.all(Array.from({ length: 4 }, () => sessionCookie(base, '04022916265'))),
    Promise.all(Array.from({ length: 3 }, () => sessionCookie(base, '85073003328'))),
  ]);
  const deadline = Date.now() + SECONDS * 1000;
  const clients = new Clients(base, deadline);
  const load = [
    ...emma.map((cookie) => clients.declarant(cookie, EXAMPLES.person, true)),
    ...jan.map((cookie, i) => clients.declarant(cookie, EXAMPLES.phishing, i === 0)),
    clients.visitor(),
  ];

  // Faults, each on its own clock until the deadline (or `until`).
  const every = async (ms: number, inject: () => Promise<void>, until = deadline) => {
    while (Date.now() < until) {
      await sleep(ms);
      if (Date.now() < until) await inject();
    }
  };
  /** A fault that holds for `ms` every `period` ms. */
  const outage = (period: number, ms: number, begin: () => void, end: () => void, until = deadline) =>
    every(
      period - ms,
      async () => {
        begin();
        await sleep(ms);
        end();
      },
      until,
    );
  const injectors = [
    // Every 10 s: the API takes 3 to 5 s to start here (longer under others' load) and must serve between.
    every(10_000, async () => {
      await api.kill();
      faults.apiKilled++;
    }),
    // Every 6 s: a worker takes 3 to 4 s to start on this machine and must deliver between two kills.
    every(6000, async () => {
      // Every fourth time the worker comes back with an eBox that fails: summaries fall back to e-mail.
      const eboxDown = faults.workerKilled % 4 === 3;
      if (eboxDown) faults.eboxOutages++;
      await worker!.kill(eboxDown ? { EBOX_ADAPTER: 'unavailable' } : {});
      faults.workerKilled++;
    }),
    every(80, async () => {
      const cut = await admin
        .query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        )
        .catch(() => undefined);
      faults.connectionsCut += cut?.rowCount ?? 0;
    }),
    outage(
      6000,
      3000,
      () => {
        disk.fill();
        faults.storageFull++;
      },
      () => disk.drain(),
    ),
    // Every 8 s the scanner goes for 2 s: uploads are refused (503), then taken again.
    every(6000, async () => {
      await clamd.stop();
      faults.scannerStops++;
      await sleep(2000);
      clamd = await startClamd(clamdDir);
    }),
  ];
  if (cluster) {
    // A crash (immediate: the WAL replayed at start) first, so that even a short run has one.
    injectors.push(
      every(15_000, async () => {
        const mode = faults.postgresRestarts.immediate > faults.postgresRestarts.fast ? 'fast' : 'immediate';
        await cluster.restart(mode);
        faults.postgresRestarts[mode]++;
      }),
    );
  }
  // The SMTP server down 1 s in 2, also for the first 15 s after the other faults: the worker mails
  // little while it is killed and cut off, and its mail comes in bursts, which longer outages miss.
  const smtpOutages = outage(
    2000,
    1000,
    () => {
      smtp.down = true;
      faults.smtpOutages++;
    },
    () => {
      smtp.down = false;
    },
    deadline + SMTP_DRAIN_MS,
  );
  await Promise.all([...load, ...injectors]);
  console.log(`faults stopped after ${SECONDS} s; waiting for every declaration to settle`);
  const mailedDuringFaults = smtp.messages;

  // Recovery: the processes come back and finish what is left, no longer killed nor cut off; the eBox
  // stays down, so that the backlog of eBox summaries goes by e-mail into the last SMTP outages (the
  // worker delivers little while it is being killed).
  await api.kill();
  await worker!.kill({ EBOX_ADAPTER: 'unavailable' });
  await waitFor(`${base}/index.php/api/health`);
  await smtpOutages;
  const outcome = await checkOutcome(database.url, clients, smtp, disk);

  const smtpFaults = Object.values(smtp.faults).reduce((a, b) => a + b, 0);
  const restarts = faults.postgresRestarts.fast + faults.postgresRestarts.immediate;
  const { counts } = clients;
  const totalFaults =
    faults.apiKilled +
    faults.workerKilled +
    faults.connectionsCut +
    restarts +
    smtpFaults +
    counts.uploadsRefusedFull +
    counts.uploadsRefusedScanner +
    counts.uploadsCut;
  outcome.checks.push([`at least 1,000 faults injected (${totalFaults})`, totalFaults >= 1000]);
  outcome.checks.push([
    `uploads refused with 503 error_upload while the scanner was down (${counts.uploadsRefusedScanner} in ${faults.scannerStops} stops), then kept`,
    faults.scannerStops === 0 || counts.uploadsRefusedScanner > 0,
  ]);
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: fault injection`,
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${cluster ? 'a PostgreSQL 15 cluster of the run' : 'the PostgreSQL of DATABASE_URL (no binaries: not restarted)'}; one API process (ROLE=api), one worker (ROLE=worker); SMTP_URL to the run's SMTP server; attachments on ${disk.mounted ? 'a 64 MB tmpfs' : 'the temp dir (no mount: never full)'}; for ${SECONDS} s, 4 clients send person declarations (summary by e-mail) and 3 phishing ones (eBox), each of the 4 and 1 of the 3 with an uploaded attachment, each first starting an upload it cuts halfway, and 1 client sends contact messages (forwarded by e-mail).`,
    '',
    `Faults injected: **${totalFaults}** — API killed (SIGKILL) and restarted ${faults.apiKilled} times; worker killed and restarted ${faults.workerKilled} times (${faults.eboxOutages} of them restarted with a failing eBox, as is the last one, which drains the backlog); ${faults.connectionsCut} database connections cut (all of the portal's, every 80 ms); PostgreSQL restarted ${restarts} times (${faults.postgresRestarts.immediate} immediate, a crash, ${faults.postgresRestarts.fast} fast)${cluster ? '' : ' — skipped: no PostgreSQL binaries'}; ${smtpFaults} SMTP sessions failed in ${faults.smtpOutages} outages of 1 s, one every 2 s from the start to 15 s after the other faults (${smtp.faults.dropped} dropped before the greeting, ${smtp.faults.refusedGreeting} 421 greetings, ${smtp.faults.refusedSender} 451 to MAIL FROM, ${smtp.faults.refusedData} 451 after the message); ${counts.uploadsRefusedFull} uploads refused in ${faults.storageFull} periods of full storage; the virus scanner (clamd) stopped ${faults.scannerStops} times for 2 s, ${counts.uploadsRefusedScanner} uploads refused meanwhile; ${counts.uploadsCut} uploads cut halfway by their client. Processes that died of a fault at start-up and were started again: API ${api.crashes}, worker ${worker!.crashes}.`,
    '',
    `Mail accepted while the faults went on: ${mailedDuringFaults} messages (the rest once they stopped).`,
    '',
    `Submissions: ${counts.attempts} declaration attempts, ${counts.failedAttempts} failed and retried, ${clients.acknowledged.size} acknowledged; uploads: ${counts.uploadsKept} kept, ${counts.uploadsFailed} failed otherwise and retried, ${counts.uploadsKeptAfterLostAnswer} kept on a retry of the same file after a try that got no answer (answered the first try's id when it had been kept); ${counts.contactAttempts} contact attempts, ${clients.contactTokens.length} acknowledged.`,
    '',
    ...outcome.facts.flatMap((fact) => [fact, '']),
    ...outcome.checks.map(([text, ok]) => `- ${ok ? 'passed' : '**FAILED**'}: ${text}`),
    '',
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--record'))
    appendFileSync(path.resolve(import.meta.dirname, '../docs/reliability.md'), `\n${report}`);
  exitCode = outcome.checks.every(([, ok]) => ok) ? 0 : 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await api.stop();
  await worker?.stop();
  await admin.end();
  await smtp.close();
  await clamd.stop();
  await sleep(500);
  await database.drop().catch(() => undefined);
  await cluster?.remove();
  await disk.unmount();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
