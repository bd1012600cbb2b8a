import { getBalance as getBalanceEndpoint, listStarPackages } from '@/contracts/wallet';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { listPackages } from './catalogue';
import { getBalance } from './service';

export const walletModule: Module = async (app, { database, clock }) => {
  const { db } = database;

  registerEndpoint(app, getBalanceEndpoint, async ({ principal }) => ({
    status: 200,
    body: { data: await getBalance(db, principal.userId, clock()) },
  }));

  registerEndpoint(app, listStarPackages, async ({ query }) => ({
    status: 200,
    body: listPackages(query.country, query.page, query.pageSize),
  }));
};
