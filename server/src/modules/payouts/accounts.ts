import { PAYOUT_COUNTRIES, PayoutErrorCode, type PayoutAccount, type PayoutAccountState, type PayoutSummary } from '@/contracts/payouts';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ledgerAccounts, payoutAccounts, type PayoutAccountRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requireConnect, type PayoutDeps } from './deps';
import { releaseMatured } from '../wallet/earnings';
import { tvs, tvsForUsdCents, usd, usdCentsOf } from './money';

const REFUSED = ['listed', 'other', 'platform_paused', 'under_review'];

/** Stripe's account, in the four states the creator is shown. */
export function stateOf(account: Stripe.Account): PayoutAccountState {
  const reason = account.requirements?.disabled_reason ?? null;
  if (reason && (reason.startsWith('rejected.') || REFUSED.includes(reason))) return 'restricted';
  if (account.payouts_enabled) return 'enabled';
  if ((account.requirements?.currently_due?.length ?? 0) > 0 || !account.details_submitted) return 'details_needed';
  if (reason === 'requirements.pending_verification' || (account.requirements?.pending_verification?.length ?? 0) > 0)
    return 'under_review';
  return 'restricted';
}

const cacheOf = (account: Stripe.Account) => ({
  state: stateOf(account),
  currentlyDue: account.requirements?.currently_due ?? [],
  disabledReason: account.requirements?.disabled_reason ?? null,
  detailsSubmitted: account.details_submitted ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
});

export const accountView = (row: PayoutAccountRow): PayoutAccount => ({
  country: row.country,
  state: row.state as PayoutAccountState,
  currently_due: row.currentlyDue,
  disabled_reason: row.disabledReason,
  details_submitted: row.detailsSubmitted,
  payouts_enabled: row.payoutsEnabled,
});

export async function accountOf(deps: PayoutDeps, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/** Stores what Stripe says of an account (from a read or an `account.updated` event). */
export async function rememberAccount(deps: PayoutDeps, account: Stripe.Account): Promise<PayoutAccountRow | undefined> {
  const [row] = await deps.db
    .update(payoutAccounts)
    .set({ ...cacheOf(account), updatedAt: deps.clock() })
    .where(eq(payoutAccounts.stripeAccountId, account.id))
    .returning();
  return row;
}

/** The caller's account as Stripe reports it now; the last known state if Stripe cannot be reached. */
export async function freshAccount(deps: PayoutDeps, userId: string): Promise<PayoutAccountRow | undefined> {
  const row = await accountOf(deps, userId);
  if (!row) return undefined;
  try {
    const account = await requireConnect(deps).accounts.retrieve(row.stripeAccountId);
    return (await rememberAccount(deps, account)) ?? row;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return row;
  }
}

/** A Connect Express account in the creator's country, made once per user (the existing one answers again). */
export async function createAccount(deps: PayoutDeps, userId: string, country: string): Promise<PayoutAccount> {
  if (!(PAYOUT_COUNTRIES as readonly string[]).includes(country)) {
    throw new ApiError(400, PayoutErrorCode.COUNTRY_UNSUPPORTED, `Payouts cannot be sent to bank accounts in ${country}.`);
  }
  const existing = await freshAccount(deps, userId);
  if (existing) return accountView(existing);
  const account = await requireConnect(deps).accounts.create(
    {
      type: 'express',
      country,
      capabilities: { transfers: { requested: true } },
      // Paid out when the creator asks, one Stripe payout per request, so each can be followed.
      settings: { payouts: { schedule: { interval: 'manual' } } },
      // Outside the platform's own country Connect pays recipients only (cross-border payouts).
      ...(country !== 'US' && { tos_acceptance: { service_agreement: 'recipient' } }),
      metadata: { user_id: userId },
    },
    { idempotencyKey: `payout-account-${userId}-${country}` },
  );
  await deps.db
    .insert(payoutAccounts)
    .values({ userId, stripeAccountId: account.id, country, ...cacheOf(account) })
    .onConflictDoNothing();
  return accountView((await accountOf(deps, userId))!);
}

/** Stripe's hosted onboarding, coming back to the payouts page in the creator's language. */
export async function onboardingLink(deps: PayoutDeps, userId: string, language: string) {
  const row = await accountOf(deps, userId);
  if (!row) throw new ApiError(409, PayoutErrorCode.ACCOUNT_NOT_READY, 'Set up payouts first.');
  const page = `${deps.config.webOrigins[0]}${language === 'en' ? '' : `/${language}`}/wallet/payouts`;
  const link = await requireConnect(deps).accountLinks.create({
    account: row.stripeAccountId,
    type: 'account_onboarding',
    refresh_url: `${page}?onboarding=refresh`,
    return_url: `${page}?onboarding=return`,
  });
  return { url: link.url, expires_at: new Date(link.expires_at * 1000).toISOString() };
}

export async function walletTvs(deps: PayoutDeps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.code, 'wallet'), eq(ledgerAccounts.currency, 'TVS')));
  return row?.balance ?? 0;
}

/**
 * What the creator may pay out: the TVS wallet balance. Held (pending) earnings are kept outside
 * the wallet until they mature (released here first, as every read of a creator's TVS does), so
 * the wallet is exactly what is available.
 */
export async function summaryOf(deps: PayoutDeps, userId: string): Promise<PayoutSummary> {
  const { usdCentsPerTvs, minimumUsdCents } = deps.config.payouts;
  await releaseMatured(deps.db, userId, deps.clock());
  const [account, available] = [await freshAccount(deps, userId), await walletTvs(deps, userId)];
  return {
    account: account ? accountView(account) : null,
    available: tvs(available),
    available_usd: usd(usdCentsOf(available, usdCentsPerTvs)),
    minimum_usd: usd(minimumUsdCents),
    minimum: tvs(tvsForUsdCents(minimumUsdCents, usdCentsPerTvs)),
    usd_cents_per_tvs: usdCentsPerTvs,
    countries: [...PAYOUT_COUNTRIES],
  };
}
