import { getPricing } from '@/contracts/pricing';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { pricingFor } from './service';

export const pricingModule: Module = async (app, { config }) => {
  registerEndpoint(app, getPricing, async ({ query }) => ({ status: 200, body: { data: pricingFor(query.country, config.gifts) } }));
};
