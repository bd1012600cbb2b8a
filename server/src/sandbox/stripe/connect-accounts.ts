import { PAYOUT_COUNTRIES } from '@/contracts/payouts';
import { invalidRequest, missing, publicView } from './errors';
import { nested, text, type FormObject } from './form';
import { newId, type Delivery, type SandboxStore, type StripeObject } from './store';

export type Account = StripeObject & {
  country: string;
  capabilities: Record<string, string>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: Requirements;
};

interface Requirements {
  alternatives: unknown[];
  current_deadline: number | null;
  currently_due: string[];
  disabled_reason: string | null;
  errors: unknown[];
  eventually_due: string[];
  past_due: string[];
  pending_verification: string[];
}

type AccountLink = StripeObject & { account: string; refresh_url: string; return_url: string; expires_at: number; _used: boolean };

/** The onboarding form's fields and the requirements Stripe lists while each is missing. */
export const ONBOARDING_FIELDS = {
  first_name: ['individual.first_name'],
  last_name: ['individual.last_name'],
  dob: ['individual.dob.day', 'individual.dob.month', 'individual.dob.year'],
  line1: ['individual.address.line1'],
  city: ['individual.address.city'],
  postal_code: ['individual.address.postal_code'],
  account_number: ['external_account'],
  tos: ['tos_acceptance.date', 'tos_acceptance.ip'],
} as const;

/** What the person at the onboarding page chose Stripe's verification to conclude. */
export const ONBOARDING_OUTCOMES = ['verified', 'review', 'reject'] as const;
type Outcome = (typeof ONBOARDING_OUTCOMES)[number];

const ALL_DUE = ['business_type', ...Object.values(ONBOARDING_FIELDS).flat()];
const LINK_SECONDS = 300;
const CURRENCIES: Record<string, string> = {
  US: 'usd',
  GB: 'gbp',
  CA: 'cad',
  AU: 'aud',
  NZ: 'nzd',
  JP: 'jpy',
  SG: 'sgd',
  HK: 'hkd',
  CH: 'chf',
};
const EURO = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT'];

const requirements = (due: string[], disabledReason: string | null, pending: string[] = []): Requirements => ({
  alternatives: [],
  current_deadline: null,
  currently_due: due,
  disabled_reason: disabledReason,
  errors: [],
  eventually_due: due,
  past_due: due,
  pending_verification: pending,
});

/** Connect Express accounts, account links and the hosted onboarding of the Stripe stand-in. */
export class SandboxAccounts {
  constructor(
    private readonly store: SandboxStore,
    private readonly options: {
      publicApiUrl: string;
      clock: () => Date;
      event: (type: string, object: StripeObject, account: string) => Delivery;
    },
  ) {}

  private now = () => Math.floor(this.options.clock().getTime() / 1000);

  async create(form: FormObject): Promise<Account> {
    const type = text(form, 'type') ?? 'express';
    if (!['express', 'custom', 'standard'].includes(type)) throw invalidRequest(`Invalid type: ${type}`, 'type');
    const country = (text(form, 'country') ?? 'US').toUpperCase();
    if (!(PAYOUT_COUNTRIES as readonly string[]).includes(country)) {
      throw invalidRequest(`Connected accounts in ${country} are not supported for your platform.`, 'country');
    }
    const requested = Object.entries(nested(form, 'capabilities')).filter(
      ([, value]) => typeof value === 'object' && value.requested === 'true',
    );
    const settings = nested(nested(form, 'settings'), 'payouts');
    const interval = text(nested(settings, 'schedule'), 'interval') ?? 'daily';
    const id = newId('acct', 16);
    const account: Account = {
      id,
      object: 'account',
      type,
      country,
      email: text(form, 'email') ?? null,
      default_currency: CURRENCIES[country] ?? (EURO.includes(country) ? 'eur' : 'usd'),
      business_type: null,
      business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
      capabilities: Object.fromEntries(requested.map(([name]) => [name, 'inactive'])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: requirements(ALL_DUE, 'requirements.past_due'),
      future_requirements: requirements([], null),
      metadata: nested(form, 'metadata'),
      settings: { payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval }, statement_descriptor: null } },
      tos_acceptance: { date: null, ip: null, user_agent: null },
      external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
      created: this.now(),
      livemode: false,
    };
    await this.store.put(account);
    return account;
  }

  async get(id: string): Promise<Account> {
    const account = await this.store.get<Account>(id, 'account');
    if (!account) throw missing('account', id);
    return account;
  }

  async createLink(form: FormObject): Promise<StripeObject> {
    const account = await this.get(text(form, 'account') ?? '');
    const type = text(form, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') throw invalidRequest('Invalid type.', 'type');
    const refresh = text(form, 'refresh_url') ?? '';
    const back = text(form, 'return_url') ?? '';
    for (const [param, url] of [
      ['refresh_url', refresh],
      ['return_url', back],
    ] as const) {
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw invalidRequest(`Not a valid URL: ${param}`, param);
    }
    const token = newId('acctlink', 24);
    const link: AccountLink = {
      id: token,
      object: 'account_link',
      account: account.id,
      refresh_url: refresh,
      return_url: back,
      created: this.now(),
      expires_at: this.now() + LINK_SECONDS,
      url: `${this.options.publicApiUrl}/sandbox/stripe/connect/onboard/${token}`,
      _used: false,
    };
    await this.store.put(link);
    return { object: 'account_link', created: link.created, expires_at: link.expires_at, url: link.url } as unknown as StripeObject;
  }

  /** The link's account while it is fresh and unused; otherwise where Stripe sends the person (its refresh URL). */
  async openLink(token: string): Promise<{ account: Account } | { refresh: string } | undefined> {
    const link = await this.store.get<AccountLink>(token, 'account_link');
    if (!link) return undefined;
    if (link._used || link.expires_at < this.now()) return { refresh: link.refresh_url };
    return { account: await this.get(link.account) };
  }

  /**
   * The onboarding form's answer: what was left out stays due, and the outcome decides what
   * Stripe's verification concludes. The link is single use; the answer is the return URL.
   */
  async submit(token: string, form: FormObject): Promise<string> {
    const opened = await this.openLink(token);
    if (!opened) throw missing('account_link', token);
    if ('refresh' in opened) return opened.refresh;
    const link = (await this.store.get<AccountLink>(token, 'account_link'))!;
    const due = Object.entries(ONBOARDING_FIELDS).flatMap(([field, names]) => ((text(form, field) ?? '').trim() ? [] : [...names]));
    const outcome = (ONBOARDING_OUTCOMES as readonly string[]).includes(text(form, 'outcome') ?? '')
      ? (text(form, 'outcome') as Outcome)
      : 'verified';
    const account: Account = { ...opened.account, business_type: 'individual' };
    const capability = (state: string) => Object.fromEntries(Object.keys(account.capabilities).map((name) => [name, state]));
    if (due.length > 0) {
      Object.assign(account, { details_submitted: false, payouts_enabled: false, charges_enabled: false });
      account.requirements = requirements(due, 'requirements.past_due');
      account.capabilities = capability('inactive');
    } else if (outcome === 'review') {
      Object.assign(account, { details_submitted: true, payouts_enabled: false, charges_enabled: false });
      account.requirements = requirements([], 'requirements.pending_verification', ['individual.verification.document']);
      account.capabilities = capability('pending');
    } else if (outcome === 'reject') {
      Object.assign(account, { details_submitted: true, payouts_enabled: false, charges_enabled: false });
      account.requirements = requirements([], 'rejected.other');
      account.capabilities = capability('inactive');
    } else {
      Object.assign(account, { details_submitted: true, payouts_enabled: true, charges_enabled: true });
      account.requirements = requirements([], null);
      account.capabilities = capability('active');
      account.tos_acceptance = { date: this.now(), ip: '127.0.0.1', user_agent: null };
    }
    await this.store.saveAll([account, { ...link, _used: true }], [this.options.event('account.updated', account, account.id)]);
    return link.return_url;
  }

  view = (account: Account) => publicView(account);
}
