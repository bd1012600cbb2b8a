import {
  getGiftConfig,
  getMyEarnings,
  listChannelGifts as listChannelGiftsEndpoint,
  sendGift as sendGiftEndpoint,
} from '@/contracts/gifts';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { earningsOf, listChannelGifts } from './queries';
import { giftConfigOf, prepareFindChannelAndGift, sendGift } from './service';

export const giftsModule: Module = async (app, { config, database, clock }) => {
  const { db } = database;

  const giftDeps = { db, findChannelAndGift: prepareFindChannelAndGift(db), settings: config.gifts, limits: config.moneyLimits, clock };
  registerEndpoint(app, sendGiftEndpoint, async ({ principal, params, headers, body, request }) => ({
    status: 200,
    body: { data: await sendGift(giftDeps, { userId: principal.userId, ip: request.ip }, params.slug, headers['idempotency-key'], body) },
  }));

  registerEndpoint(app, listChannelGiftsEndpoint, async ({ params, query }) => ({
    status: 200,
    body: await listChannelGifts(db, params.slug, query.page, query.page_size),
  }));

  registerEndpoint(app, getGiftConfig, async () => ({ status: 200, body: { data: giftConfigOf(config.gifts) } }));

  registerEndpoint(app, getMyEarnings, async ({ principal, query }) => ({
    status: 200,
    body: await earningsOf(db, principal.userId, query.page, query.page_size, clock(), config.gifts.earningsHoldDays),
  }));
};
