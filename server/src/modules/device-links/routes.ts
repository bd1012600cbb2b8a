import { connectQrcodeEndpoint } from '@/contracts/connect';
import {
  approveDeviceLinkEndpoint,
  createDeviceLinkEndpoint,
  denyDeviceLinkEndpoint,
  followDeviceLinkEndpoint,
  getDeviceLinkStatusEndpoint,
  scanDeviceLinkEndpoint,
} from '@/contracts/device-links';
import { registerEndpoint } from '../../http/endpoint';
import { registerEventStream } from '../../http/event-stream';
import { callerOf, limitCaller } from '../auth/gate';
import type { Module } from '../module';
import { followLink, LinkWatcher } from './events';
import { createLink, decideLink, exchangeLink, linkForSecret, linkState, scanLink } from './service';
import { acquireStreamSlot } from './stream-limits';

export const deviceLinksModule: Module = async (app, context) => {
  const watcher = new LinkWatcher(context.database.db);
  app.addHook('preClose', async () => watcher.stop());

  registerEndpoint(app, createDeviceLinkEndpoint, async ({ body, headers, request }) => {
    const caller = callerOf(request, headers['device-id'], body.device_id);
    await limitCaller(context, 'device-links', caller);
    return { status: 201, body: { data: await createLink(context, caller, body, request.headers['user-agent']) } };
  });

  registerEndpoint(app, getDeviceLinkStatusEndpoint, async ({ params, headers }) => {
    const link = await linkForSecret(context, params.link_id, headers['x-device-link-secret']);
    return { status: 200, body: { data: linkState(link, context.clock()) } };
  });

  registerEventStream(app, followDeviceLinkEndpoint, async ({ params, headers, request }, open) => {
    // Checked before the stream opens, so a wrong secret or one stream too many still gets an
    // answer in the envelope.
    const link = await linkForSecret(context, params.link_id, headers['x-device-link-secret']);
    const release = await acquireStreamSlot(context.database.db, link, request.ip, context.clock());
    try {
      await followLink(watcher, context.clock, link, open());
    } finally {
      // A slot that could not be freed lapses shortly after its link ends.
      await release().catch((error: unknown) => request.log.warn({ err: error }, 'a stream slot was not freed'));
    }
  });

  registerEndpoint(app, scanDeviceLinkEndpoint, async ({ params, principal }) => ({
    status: 200,
    body: { data: await scanLink(context, params.link_id, principal.userId) },
  }));

  registerEndpoint(app, approveDeviceLinkEndpoint, async ({ params, principal, body }) => ({
    status: 200,
    body: { data: await decideLink(context, params.link_id, principal, { verdict: 'approved', code: body.code }) },
  }));

  registerEndpoint(app, denyDeviceLinkEndpoint, async ({ params, principal }) => ({
    status: 200,
    body: { data: await decideLink(context, params.link_id, principal, { verdict: 'denied' }) },
  }));

  registerEndpoint(app, connectQrcodeEndpoint, async ({ body, headers, request }) => {
    const caller = callerOf(request, headers['device-id']);
    await limitCaller(context, 'connect', caller);
    return { status: 200, body: { data: await exchangeLink(context, body.link_id, body.secret, caller.ip) } };
  });
};
