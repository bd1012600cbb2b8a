import { getMetaEndpoint, getOpenApiDocumentEndpoint } from '@/contracts/meta';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { apiMeta, openApi } from './service';

export const metaModule: Module = async (app) => {
  registerEndpoint(app, getMetaEndpoint, async () => ({ status: 200, body: { data: apiMeta() } }));
  registerEndpoint(app, getOpenApiDocumentEndpoint, async () => ({ status: 200, body: { ...openApi() } }));
};
