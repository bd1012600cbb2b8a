import { getMeta, getOpenApiDocument } from '@/contracts/meta';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { apiMeta, openApi } from './service';

export const metaModule: Module = async (app) => {
  registerEndpoint(app, getMeta, async () => ({ status: 200, body: { data: apiMeta() } }));
  registerEndpoint(app, getOpenApiDocument, async () => ({ status: 200, body: { ...openApi() } }));
};
