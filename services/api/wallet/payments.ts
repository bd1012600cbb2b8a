import {
  createMyPaymentMethod as createMyPaymentMethodEndpoint,
  deleteMyPaymentMethod as deleteMyPaymentMethodEndpoint,
  getStripeConfig as getStripeConfigEndpoint,
  listCountries as listCountriesEndpoint,
  listMyPaymentMethods as listMyPaymentMethodsEndpoint,
  listPaymentMethods as listPaymentMethodsEndpoint,
  redirectCallback as redirectCallbackEndpoint,
  setDefaultPaymentMethod as setDefaultPaymentMethodEndpoint,
  stripeCallback as stripeCallbackEndpoint,
  type RedirectCallbackRequest,
} from '@/contracts/payments';
import type { ApiClients } from '@/services/http';
import { callWalletEndpoint } from '@/services/api/wallet-endpoint-call';

export const listCountries = (clients?: ApiClients) => callWalletEndpoint(listCountriesEndpoint, { clients });

export const listPaymentMethods = (country: string, clients?: ApiClients) =>
  callWalletEndpoint(listPaymentMethodsEndpoint, { query: { country }, clients });

export const getStripeConfig = (clients?: ApiClients) => callWalletEndpoint(getStripeConfigEndpoint, { clients });

export const stripeCallback = (clientSecret: string, clients?: ApiClients) =>
  callWalletEndpoint(stripeCallbackEndpoint, { body: { clientSecret }, clients });

export const redirectCallback = (body: RedirectCallbackRequest, clients?: ApiClients) =>
  callWalletEndpoint(redirectCallbackEndpoint, { body, clients });

export const listMyPaymentMethods = (clients?: ApiClients) => callWalletEndpoint(listMyPaymentMethodsEndpoint, { clients });

export const createMyPaymentMethod = (clients?: ApiClients) => callWalletEndpoint(createMyPaymentMethodEndpoint, { clients });

export const deleteMyPaymentMethod = (id: string, clients?: ApiClients) =>
  callWalletEndpoint(deleteMyPaymentMethodEndpoint, { params: { id }, clients });

export const setDefaultPaymentMethod = (id: string, clients?: ApiClients) =>
  callWalletEndpoint(setDefaultPaymentMethodEndpoint, { params: { id }, clients });
