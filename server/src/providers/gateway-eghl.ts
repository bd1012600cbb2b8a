import type { Money } from '@/contracts/wallet';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayAdapter, GatewayPaid, GatewayQueryResult, GatewayStatus } from './gateway';
import type { PaymentsConfig } from './payments-config';

/** eGHL writes amounts with two decimals whatever the currency's exponent (IDR 15000 → "15000.00"). */
export function eghlAmount(money: Money): string {
  const major = money.amount / 10 ** money.exponent;
  return (Math.round(major * 100) / 100).toFixed(2);
}

/**
 * eGHL's two-decimal amount back in minor units of `exponent` ("15000.00" at 0 → 15000), without
 * floats; undefined when it is malformed or finer than the currency allows.
 */
export function minorUnitsOf(text: string | undefined, exponent: number): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (exponent >= 2) return cents * 10 ** (exponent - 2);
  const divisor = 10 ** (2 - exponent);
  return cents % divisor === 0 ? cents / divisor : undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Fields of a return or notification that the gateway's `HashValue2` covers, in eGHL's order. */
export const RESPONSE_HASH_FIELDS = ['TxnID', 'ServiceID', 'PaymentID', 'TxnStatus', 'Amount', 'CurrencyCode', 'OrderNumber'] as const;

export function responseHash(password: string, fields: Record<string, string | undefined>): string {
  return sha256(password + RESPONSE_HASH_FIELDS.map((name) => fields[name] ?? '').join(''));
}

export function requestHash(password: string, fields: Record<string, string>): string {
  const order = ['ServiceID', 'PaymentID', 'MerchantReturnURL', 'MerchantCallBackURL', 'Amount', 'CurrencyCode', 'PageTimeout'];
  return sha256(password + order.map((name) => fields[name] ?? '').join(''));
}

const STATUSES: Record<string, GatewayStatus> = { '0': 'paid', '1': 'failed', '2': 'pending' };

const paidOf = (fields: Record<string, string | undefined>, exponent: number): GatewayPaid => ({
  amount: minorUnitsOf(fields.Amount, exponent) ?? null,
  currency: fields.CurrencyCode ?? '',
  reference: fields.PaymentID ?? null,
});

/** The eGHL-style adapter: SHA-256 hashes over the merchant password and ordered fields. */
export function createEghlAdapter(config: PaymentsConfig['gateway'], fetchFn: typeof fetch = fetch): GatewayAdapter | undefined {
  const { merchantId, password } = config;
  if (!merchantId || !password) return undefined;
  return {
    name: config.name,
    createRedirect(input) {
      const fields: Record<string, string> = {
        TransactionType: 'SALE',
        PymtMethod: 'ANY',
        ServiceID: merchantId,
        PaymentID: input.paymentId,
        OrderNumber: input.orderNumber,
        PaymentDesc: input.description,
        MerchantReturnURL: input.returnUrl,
        MerchantCallBackURL: input.callbackUrl,
        Amount: eghlAmount(input.amount),
        CurrencyCode: input.amount.currency,
        PageTimeout: '1800',
        Channel: input.channel,
      };
      fields.HashValue = requestHash(password, fields);
      const url = new URL(config.paymentUrl);
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      return { url: url.toString(), fields };
    },
    verify(fields) {
      const given = fields.HashValue2 ?? '';
      const expected = responseHash(password, { ...fields, ServiceID: fields.ServiceID ?? merchantId });
      return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    },
    reportedPayment: (fields, exponent) => (STATUSES[fields.TxnStatus ?? ''] === 'paid' ? paidOf(fields, exponent) : undefined),
    async query(paymentId: string, amount: Money): Promise<GatewayQueryResult> {
      const body = new URLSearchParams({
        TransactionType: 'QUERY',
        ServiceID: merchantId,
        PaymentID: paymentId,
        Amount: eghlAmount(amount),
        CurrencyCode: amount.currency,
      });
      body.set('HashValue', sha256(password + merchantId + paymentId + body.get('Amount') + amount.currency));
      const response = await fetchFn(config.queryUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`Gateway query answered ${response.status}`);
      const fields = Object.fromEntries(new URLSearchParams(await response.text())) as Record<string, string>;
      // The query's answer is signed too: an unsigned "paid" from a spoofed host credits nothing.
      if (fields.PaymentID !== paymentId || !this.verify(fields)) throw new Error('Gateway query answer failed verification');
      return {
        status: STATUSES[fields.TxnStatus ?? ''] ?? 'pending',
        message: fields.TxnMessage || null,
        gatewayTxnId: fields.TxnID || null,
        paid: {
          amount: minorUnitsOf(fields.Amount, amount.exponent) ?? null,
          currency: fields.CurrencyCode ?? '',
          reference: fields.PaymentID,
        },
      };
    },
  };
}
