import { PaymentErrorCode, type SavedCard, type SetupIntent } from '@/contracts/payments';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeCustomers } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { limitMoney, type MoneyCaller } from '../money/limits';
import { requireStripe, type PaymentDeps } from './deps';

const notFound = () => new ApiError(404, PaymentErrorCode.PAYMENT_METHOD_NOT_FOUND, 'No saved card of yours has this id.');

async function customerOf(deps: PaymentDeps, userId: string): Promise<string | undefined> {
  const [row] = await deps.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  return row?.customerId;
}

/** One Stripe customer per user, created on first need (the key makes a concurrent second create return the first). */
export async function ensureCustomer(deps: PaymentDeps, userId: string): Promise<string> {
  const known = await customerOf(deps, userId);
  if (known) return known;
  const customer = await requireStripe(deps).customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `customer:${userId}` });
  await deps.db.insert(stripeCustomers).values({ userId, customerId: customer.id }).onConflictDoNothing();
  return (await customerOf(deps, userId)) ?? customer.id;
}

/** The card, if it is attached to this user's customer; 404 otherwise (another user's included). */
export async function ownCard(deps: PaymentDeps, userId: string, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
  const customer = await customerOf(deps, userId);
  if (!customer) throw notFound();
  const method = await requireStripe(deps)
    .paymentMethods.retrieve(paymentMethodId)
    .catch(() => undefined);
  if (!method || method.customer !== customer) throw notFound();
  return method;
}

/** Saved cards as Stripe holds them, default first, then newest first. */
export async function listCards(deps: PaymentDeps, userId: string): Promise<SavedCard[]> {
  const stripe = requireStripe(deps);
  const customerId = await customerOf(deps, userId);
  if (!customerId) return [];
  const [customer, methods] = await Promise.all([
    stripe.customers.retrieve(customerId) as Promise<Stripe.Customer>,
    stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
  ]);
  let defaultId = customer.invoice_settings?.default_payment_method;
  // Stripe lists newest first; without a default the oldest card on file becomes it.
  const oldest = methods.data.at(-1);
  if (!defaultId && oldest) {
    defaultId = oldest.id;
    await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: defaultId } });
  }
  return methods.data
    .filter((method) => method.card)
    .map((method) => ({
      id: method.id,
      brand: method.card!.brand,
      last4: method.card!.last4,
      exp_month: method.card!.exp_month,
      exp_year: method.card!.exp_year,
      is_default: method.id === defaultId,
    }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** A SetupIntent for a new card; limited per user and address, as every SetupIntent costs a Stripe call. */
export async function startSavingCard(deps: PaymentDeps, caller: MoneyCaller): Promise<SetupIntent> {
  const { userId } = caller;
  requireStripe(deps);
  await limitMoney(deps.db, deps.config.moneyLimits, 'saved-cards', caller, deps.clock());
  const customer = await ensureCustomer(deps, userId);
  const intent = await requireStripe(deps).setupIntents.create({ customer, usage: 'off_session', metadata: { user_id: userId } });
  return { client_secret: intent.client_secret ?? '', setup_intent_id: intent.id };
}

export async function deleteCard(deps: PaymentDeps, userId: string, id: string): Promise<SavedCard[]> {
  await ownCard(deps, userId, id);
  await requireStripe(deps).paymentMethods.detach(id);
  // Detaching the default clears it at Stripe; listing promotes the next card.
  return listCards(deps, userId);
}

export async function setDefaultCard(deps: PaymentDeps, userId: string, id: string): Promise<SavedCard[]> {
  const method = await ownCard(deps, userId, id);
  await requireStripe(deps).customers.update(String(method.customer), { invoice_settings: { default_payment_method: id } });
  return listCards(deps, userId);
}
