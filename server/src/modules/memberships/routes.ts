import {
  cancelMembership as cancelMembershipEndpoint,
  createTier as createTierEndpoint,
  joinMembership as joinMembershipEndpoint,
  listChannelMembers as listChannelMembersEndpoint,
  listChannelTiers,
  listMyMembershipCharges,
  listMyMemberships as listMyMembershipsEndpoint,
  listOwnTiers as listOwnTiersEndpoint,
  resumeMembership as resumeMembershipEndpoint,
  retireTier as retireTierEndpoint,
  switchMembershipTier,
  updateTier as updateTierEndpoint,
} from '@/contracts/memberships';
import { registerEndpoint } from '../../http/endpoint';
import { registerMembershipSandbox } from '../sandbox/memberships';
import type { Module } from '../module';
import { startRenewalJob } from './job';
import { joinMembership } from './join';
import { listChannelMembers, listMyCharges, listMyMemberships } from './lists';
import { cancelMembership, resumeMembership, switchTier } from './manage';
import { createMembershipClock } from './periods';
import type { MembershipDeps } from './settings';
import { createTier, listOpenTiers, listOwnTiers, retireTier, updateTier } from './tiers';

/** Tiers, memberships and the renewal job; with the sandbox on, its clock control under /sandbox. */
export const membershipsModule: Module = async (app, { config, database, clock }) => {
  const deps: MembershipDeps = {
    db: database.db,
    settings: config.memberships,
    gifts: config.gifts,
    limits: config.moneyLimits,
    clock: createMembershipClock(clock),
  };

  registerEndpoint(app, listChannelTiers, async ({ params }) => ({ status: 200, body: await listOpenTiers(deps, params.slug) }));

  registerEndpoint(app, listOwnTiersEndpoint, async ({ principal, params }) => ({
    status: 200,
    body: await listOwnTiers(deps, params.slug, principal.userId),
  }));

  registerEndpoint(app, createTierEndpoint, async ({ principal, params, body }) => ({
    status: 201,
    body: { data: await createTier(deps, params.slug, principal.userId, body) },
  }));

  registerEndpoint(app, updateTierEndpoint, async ({ principal, params, body }) => ({
    status: 200,
    body: { data: await updateTier(deps, params.slug, principal.userId, params.tier_id, body) },
  }));

  registerEndpoint(app, retireTierEndpoint, async ({ principal, params }) => ({
    status: 200,
    body: { data: await retireTier(deps, params.slug, principal.userId, params.tier_id) },
  }));

  registerEndpoint(app, listChannelMembersEndpoint, async ({ principal, params, query }) => ({
    status: 200,
    body: await listChannelMembers(deps, params.slug, principal.userId, query.page, query.page_size),
  }));

  registerEndpoint(app, listMyMembershipsEndpoint, async ({ principal, query }) => ({
    status: 200,
    body: await listMyMemberships(deps, principal.userId, query.page, query.page_size),
  }));

  registerEndpoint(app, listMyMembershipCharges, async ({ principal, query }) => ({
    status: 200,
    body: await listMyCharges(deps, principal.userId, query.page, query.page_size),
  }));

  registerEndpoint(app, joinMembershipEndpoint, async ({ principal, headers, body, request }) => ({
    status: 201,
    body: { data: await joinMembership(deps, { userId: principal.userId, ip: request.ip }, headers['idempotency-key'], body) },
  }));

  registerEndpoint(app, switchMembershipTier, async ({ principal, params, body }) => ({
    status: 200,
    body: { data: await switchTier(deps, principal.userId, params.id, body.tier_id) },
  }));

  registerEndpoint(app, cancelMembershipEndpoint, async ({ principal, params }) => ({
    status: 200,
    body: { data: await cancelMembership(deps, principal.userId, params.id) },
  }));

  registerEndpoint(app, resumeMembershipEndpoint, async ({ principal, params, headers, request }) => ({
    status: 200,
    body: { data: await resumeMembership(deps, { userId: principal.userId, ip: request.ip }, params.id, headers['idempotency-key']) },
  }));

  startRenewalJob(app, deps);
  if (config.sandbox) registerMembershipSandbox(app, deps);
};
