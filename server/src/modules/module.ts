import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/open';
import type { SignInAdapters } from './auth/adapters';

/** Expiry decisions read this instead of `Date.now()`, so tests can move time. */
export type Clock = () => Date;

/** What every area receives from buildApp; areas get dependencies passed in, never imported. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  adapters: SignInAdapters;
  clock: Clock;
}

/** An area's routes, registered by buildApp as an encapsulated Fastify plugin. */
export type Module = FastifyPluginAsync<ModuleContext>;
