import { type BankFraudNotice, BankFraudNoticeSchema } from '@pow/contracts';
import { ZONE_HANDOVER_HEADERS } from '@pow/contracts/zone-handover';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.ts';
import { captureMessage } from '../delivery/mailer.ts';
import type { HandoverKey } from '../zone-handover/handover-settings.ts';
import { verifiesNotice } from './notice-signature.ts';

/** Who the dev mailbox says received a notice: the bank's desk by BIC, or the default one. */
const deskName = ({ bank }: BankFraudNotice) =>
  bank.bic ? `fraud desk ${bank.bic} (built-in)` : `fraud desk default, ${bank.country} (built-in)`;

/**
 * The banks' fraud desk of the demonstration mode (BANK_FRAUD_DESKS unset, decision 048): it checks a
 * notice as a bank would (signature, key, age, shape), answers 401 or 400 when it does not hold, and
 * keeps it in the dev mailbox. Production refuses a configuration that points to it.
 */
export const builtInDeskRoutes: FastifyPluginAsync<{ db: Db; keys: readonly HandoverKey[] }> = async (
  app,
  { db, keys },
) => {
  // The signature covers the body as sent: read it as text, here only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const signature = header(ZONE_HANDOVER_HEADERS.signature);
    if (!verifiesNotice(keys, signature, header(ZONE_HANDOVER_HEADERS.timestamp), body)) {
      return reply.status(401).send({ error: { key: 'error_signature' } });
    }
    let notice: BankFraudNotice;
    try {
      notice = BankFraudNoticeSchema.parse(JSON.parse(body));
    } catch {
      return reply.status(400).send({ error: { key: 'error_notice' } });
    }
    await captureMessage(db, 'email', {
      to: deskName(notice),
      subject: `Fraud notice ${notice.declaration.register}: ${notice.bank.name ?? notice.bank.country}`,
      text: JSON.stringify(notice, null, 2),
    });
    return reply.status(202).send({ data: { kept: notice.notice } });
  });
};
