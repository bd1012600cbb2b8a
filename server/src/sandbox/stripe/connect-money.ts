import type { SandboxAccounts } from './connect-accounts';
import { invalidRequest, missing, publicView, StripeSandboxError } from './errors';
import { nested, text, type FormObject } from './form';
import { newId, type Delivery, type SandboxStore, type StripeObject } from './store';

type Transfer = StripeObject & {
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  reversed: boolean;
  reversals: { object: 'list'; data: StripeObject[]; has_more: boolean; total_count: number; url: string };
};

export type Payout = StripeObject & { amount: number; currency: string; status: string; _account: string };

const PAYOUT_FAILURE = { failure_code: 'account_closed', failure_message: 'The bank account has been closed.' };
const DAY = 86_400;

const amountOf = (form: FormObject, max = Number.MAX_SAFE_INTEGER) => {
  const amount = Number(text(form, 'amount'));
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > max) throw invalidRequest('Invalid integer amount.', 'amount');
  return amount;
};

const currencyOf = (form: FormObject) => {
  const currency = (text(form, 'currency') ?? '').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest('Invalid currency.', 'currency');
  return currency;
};

/** Transfers to connected accounts, their reversals, and the connected accounts' payouts. */
export class SandboxConnectMoney {
  constructor(
    private readonly store: SandboxStore,
    private readonly accounts: SandboxAccounts,
    private readonly options: { clock: () => Date; event: (type: string, object: StripeObject, account: string) => Delivery },
  ) {}

  private now = () => Math.floor(this.options.clock().getTime() / 1000);

  /** A connected account's available balance in one currency: what reached it, less what left it. */
  private async balance(account: string, currency: string): Promise<number> {
    const transfers = await this.store.list<Transfer>('transfer', 'destination', account);
    const payouts = await this.store.list<Payout>('payout', '_account', account);
    const received = transfers
      .filter((item) => item.currency === currency)
      .reduce((sum, item) => sum + item.amount - item.amount_reversed, 0);
    const paid = payouts
      .filter((item) => item.currency === currency && !['failed', 'canceled'].includes(item.status))
      .reduce((sum, item) => sum + item.amount, 0);
    return received - paid;
  }

  async createTransfer(form: FormObject): Promise<StripeObject> {
    const amount = amountOf(form);
    const currency = currencyOf(form);
    const destinationId = text(form, 'destination') ?? '';
    const destination = await this.accounts.get(destinationId).catch(() => {
      throw invalidRequest(`No such destination: '${destinationId}'`, 'destination');
    });
    if (destination.capabilities.transfers !== 'active') {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        message:
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        param: 'destination',
      });
    }
    const id = newId('tr');
    const transfer: Transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: this.now(),
      currency,
      description: text(form, 'description') ?? null,
      destination: destination.id,
      destination_payment: newId('py'),
      livemode: false,
      metadata: nested(form, 'metadata'),
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: text(form, 'transfer_group') ?? null,
    };
    await this.store.save(transfer, this.options.event('transfer.created', transfer, destination.id));
    return transfer;
  }

  async transfer(id: string): Promise<Transfer> {
    const transfer = await this.store.get<Transfer>(id, 'transfer');
    if (!transfer) throw missing('transfer', id);
    return transfer;
  }

  /** Takes money back from the connected account, as far as its balance allows (Stripe's rule). */
  async reverse(id: string, form: FormObject): Promise<StripeObject> {
    const transfer = await this.transfer(id);
    const left = transfer.amount - transfer.amount_reversed;
    const amount = text(form, 'amount') ? amountOf(form, left) : left;
    if (amount < 1) throw invalidRequest('The transfer has already been fully reversed.', 'amount');
    if ((await this.balance(transfer.destination, transfer.currency)) < amount) {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message: "The connected account's balance does not cover this reversal.",
      });
    }
    const reversal = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: newId('txn'),
      created: this.now(),
      currency: transfer.currency,
      destination_payment_refund: newId('pyr'),
      metadata: nested(form, 'metadata'),
      source_refund: null,
      transfer: transfer.id,
    };
    const reversed: Transfer = {
      ...transfer,
      amount_reversed: transfer.amount_reversed + amount,
      reversed: transfer.amount_reversed + amount === transfer.amount,
      reversals: { ...transfer.reversals, data: [reversal, ...transfer.reversals.data], total_count: transfer.reversals.total_count + 1 },
    };
    await this.store.saveAll([reversed], [this.options.event('transfer.reversed', reversed, transfer.destination)]);
    return reversal;
  }

  async createPayout(accountId: string, form: FormObject): Promise<Payout> {
    const account = await this.accounts.get(accountId);
    const amount = amountOf(form);
    const currency = currencyOf(form);
    if (!account.payouts_enabled) {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: 'payouts_not_allowed',
        message: 'Payouts are not enabled for this account.',
      });
    }
    if ((await this.balance(account.id, currency)) < amount) {
      throw new StripeSandboxError(400, {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message: 'You have insufficient funds in your Stripe account for this transfer.',
      });
    }
    const payout: Payout = {
      id: newId('po'),
      object: 'payout',
      amount,
      arrival_date: this.now() + 2 * DAY,
      automatic: false,
      balance_transaction: newId('txn'),
      created: this.now(),
      currency,
      description: text(form, 'description') ?? null,
      destination: newId('ba'),
      failure_balance_transaction: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: nested(form, 'metadata'),
      method: 'standard',
      original_payout: null,
      reconciliation_status: 'not_applicable',
      reversed_by: null,
      source_type: 'card',
      statement_descriptor: null,
      status: 'pending',
      type: 'bank_account',
      _account: account.id,
    };
    await this.store.save(payout, this.options.event('payout.created', payout, account.id));
    return payout;
  }

  async payout(accountId: string, id: string): Promise<Payout> {
    const payout = await this.store.get<Payout>(id, 'payout');
    if (!payout || payout._account !== accountId) throw missing('payout', id);
    return payout;
  }

  listPayouts = (accountId: string) => this.store.list<Payout>('payout', '_account', accountId);

  /** Every payout still on its way, for the stand-in's control page. */
  pendingPayouts = () => this.store.list<Payout>('payout', 'status', 'pending');

  /** The stand-in's control: the bank paid it, or the bank refused it (the money returns to the account's balance). */
  async settle(id: string, outcome: 'paid' | 'failed'): Promise<Payout> {
    const payout = await this.store.get<Payout>(id, 'payout');
    if (!payout) throw missing('payout', id);
    const next: Payout = outcome === 'paid' ? { ...payout, status: 'paid' } : { ...payout, status: 'failed', ...PAYOUT_FAILURE };
    if (!(await this.store.transition(next, 'pending', this.options.event(`payout.${outcome}`, next, payout._account)))) {
      throw invalidRequest(`This payout is ${payout.status}; only a pending payout can be marked ${outcome}.`);
    }
    return next;
  }

  view = (object: StripeObject) => publicView(object);
}
