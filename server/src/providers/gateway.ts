import type { Money } from '@/contracts/wallet';

export type GatewayStatus = 'paid' | 'failed' | 'pending';

export interface GatewayRedirectInput {
  /** Our reference (eGHL `PaymentID`), derived from the order; the browser returns with it as `TxnId`. */
  paymentId: string;
  orderNumber: string;
  amount: Money;
  description: string;
  /** The channel chosen in checkout (`ovo`, `gcash`, …). */
  channel: string;
  returnUrl: string;
  callbackUrl: string;
}

export interface GatewayQueryResult {
  status: GatewayStatus;
  /** The gateway's own words, e.g. why it was refused. */
  message: string | null;
  /** The gateway's transaction id (eGHL `TxnID`), once it has one. */
  gatewayTxnId: string | null;
  /** What the signed answer says was paid, in minor units of the queried amount's exponent, and for which PaymentID. */
  paid: GatewayPaid;
}

/** A payment as the gateway reports it: minor units (null when unreadable), currency code, our PaymentID. */
export interface GatewayPaid {
  amount: number | null;
  currency: string;
  reference: string | null;
}

/**
 * A redirect payment gateway. The browser's return is only a hint: the status that settles an
 * order always comes from `query` (or a notification whose signature verifies).
 */
export interface GatewayAdapter {
  readonly name: string;
  createRedirect(input: GatewayRedirectInput): { url: string; fields: Record<string, string> };
  /** Whether signed return or notification fields carry the gateway's valid hash. */
  verify(fields: Record<string, string | undefined>): boolean;
  /** The payment signed return or notification fields report as made, in minor units of `exponent`; undefined unless they report success. */
  reportedPayment(fields: Record<string, string | undefined>, exponent: number): GatewayPaid | undefined;
  query(paymentId: string, amount: Money): Promise<GatewayQueryResult>;
}
