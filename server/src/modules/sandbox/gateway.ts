import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/open';
import { requestHash, responseHash } from '../../providers/gateway-eghl';
import type { PaymentsConfig } from '../../providers/payments-config';
import { SandboxStore, type StripeObject } from '../../sandbox/stripe/store';

type Txn = StripeObject & { request: Record<string, string>; TxnID: string; TxnStatus: string; TxnMessage: string };

const STATUS = {
  approve: ['0', 'Transaction successful'],
  decline: ['1', 'Transaction declined by the issuer.'],
  pending: ['2', 'Transaction pending'],
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The eGHL-style gateway stand-in: a payment page (approve / decline / leave pending) that
 * returns the browser with signed fields, a signed server-to-server notification (retried until
 * acknowledged), and the signed query API the API settles from.
 */
export async function registerGatewaySandbox(
  app: FastifyInstance,
  options: { db: Db; gateway: PaymentsConfig['gateway']; clock: () => Date },
) {
  const { merchantId, password } = options.gateway;
  if (!merchantId || !password) return;
  const store = new SandboxStore(options.db, options.clock);
  const page = await readFile(new URL('../../sandbox/gateway/pay.html', import.meta.url), 'utf8');
  const idOf = (paymentId: string) => `gw_${paymentId}`;

  function signed(txn: Txn): Record<string, string> {
    const fields: Record<string, string> = {
      TransactionType: 'SALE',
      PymtMethod: 'ANY',
      ServiceID: merchantId!,
      PaymentID: txn.request.PaymentID!,
      OrderNumber: txn.request.OrderNumber ?? '',
      Amount: txn.request.Amount!,
      CurrencyCode: txn.request.CurrencyCode!,
      TxnID: txn.TxnID,
      TxnStatus: txn.TxnStatus,
      TxnMessage: txn.TxnMessage,
    };
    return { ...fields, HashValue2: responseHash(password!, fields) };
  }

  app.get('/sandbox/gateway/pay', async (request, reply) => {
    const fields = request.query as Record<string, string>;
    const valid =
      fields.ServiceID === merchantId &&
      /^[A-Z0-9]{1,20}$/.test(fields.PaymentID ?? '') &&
      fields.HashValue === requestHash(password, fields);
    if (!valid) return reply.code(400).type('text/plain; charset=utf-8').send('Invalid payment request: the hash does not verify.');
    const existing = await store.get<Txn>(idOf(fields.PaymentID!), 'gateway_txn');
    if (!existing) {
      const TxnID = `GW${randomBytes(8).toString('hex').toUpperCase()}`;
      await store.put({
        id: idOf(fields.PaymentID!),
        object: 'gateway_txn',
        status: 'pending',
        request: fields,
        TxnID,
        TxnStatus: '2',
        TxnMessage: 'Transaction pending',
      });
    }
    const values: Record<string, string> = {
      channel: fields.Channel ?? '',
      description: fields.PaymentDesc ?? '',
      order: fields.OrderNumber ?? '',
      amount: fields.Amount ?? '',
      currency: fields.CurrencyCode ?? '',
      payment_id: fields.PaymentID!,
    };
    const html = page.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post('/sandbox/gateway/pay', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const action = form.action as keyof typeof STATUS;
    const txn = await store.get<Txn>(idOf(String(form.PaymentID)), 'gateway_txn');
    if (!txn || !STATUS[action]) return reply.code(400).type('text/plain; charset=utf-8').send('Unknown transaction or action.');
    if (txn.TxnStatus === '2') {
      const [status, message] = STATUS[action];
      Object.assign(txn, { TxnStatus: status, TxnMessage: message, status: action });
      const callback = txn.request.MerchantCallBackURL;
      // A final answer is notified server to server, saved together with the answer itself.
      if (status !== '2' && callback) {
        const body = new URLSearchParams(signed(txn)).toString();
        await store.save(txn, { url: new URL(callback).pathname, contentType: 'application/x-www-form-urlencoded', body });
      } else {
        await store.put(txn);
      }
    }
    const fields = signed(txn);
    const back = new URL(txn.request.MerchantReturnURL!);
    for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
    return reply.header('Cache-Control', 'no-store').redirect(back.toString(), 303);
  });

  app.post('/sandbox/gateway/query', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const expected = sha256(password + merchantId + (form.PaymentID ?? '') + (form.Amount ?? '') + (form.CurrencyCode ?? ''));
    if (form.ServiceID !== merchantId || form.HashValue !== expected)
      return reply.code(401).type('text/plain').send('TxnStatus=-1&TxnMessage=Invalid+hash');
    const txn = await store.get<Txn>(idOf(String(form.PaymentID)), 'gateway_txn');
    const fields = txn
      ? signed(txn)
      : {
          ServiceID: merchantId,
          PaymentID: String(form.PaymentID),
          TxnID: '',
          TxnStatus: '2',
          TxnMessage: 'No such transaction yet',
          Amount: form.Amount ?? '',
          CurrencyCode: form.CurrencyCode ?? '',
          OrderNumber: '',
        };
    if (!txn) Object.assign(fields, { HashValue2: responseHash(password, fields) });
    return reply.type('application/x-www-form-urlencoded').header('Cache-Control', 'no-store').send(new URLSearchParams(fields).toString());
  });
}
