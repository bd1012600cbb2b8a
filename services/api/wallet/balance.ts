import { getBalance as getBalanceEndpoint, listStarPackages as listStarPackagesEndpoint, PACKAGES_PAGE_SIZE } from '@/contracts/wallet';
import type { ApiClients } from '@/services/http';
import { callWalletEndpoint } from '@/services/api/wallet-endpoint-call';

export const getBalance = (clients?: ApiClients) => callWalletEndpoint(getBalanceEndpoint, { clients });

/** Star packages priced for `country`, 20 a page (spec §9). */
export const listStarPackages = (country: string, page = 1, clients?: ApiClients) =>
  callWalletEndpoint(listStarPackagesEndpoint, { query: { page, pageSize: PACKAGES_PAGE_SIZE, country }, clients });
