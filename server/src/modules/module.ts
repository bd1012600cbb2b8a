import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/open';

/** What every area receives from buildApp; areas get dependencies passed in, never imported. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
}

/** An area's routes, registered by buildApp as an encapsulated Fastify plugin. */
export type Module = FastifyPluginAsync<ModuleContext>;
