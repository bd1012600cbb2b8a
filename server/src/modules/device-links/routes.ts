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
import { followLink } from './events';
import { createLink, decideLink, exchangeLink, linkForSecret, linkState, scanLink } from './service';

export const deviceLinksModule: Module = async (app, context) => {
  registerEndpoint(app, createDeviceLinkEndpoint, async ({ body, headers, request }) => {
    const caller = callerOf(request, headers['device-id'], body.device_id);
    await limitCaller(context, 'device-links', caller);
    return { status: 201, body: { data: await createLink(context, caller, body) } };
  });

  registerEndpoint(app, getDeviceLinkStatusEndpoint, async ({ params, headers }) => {
    const link = await linkForSecret(context, params.link_id, headers['x-device-link-secret']);
    return { status: 200, body: { data: linkState(link, context.clock()) } };
  });

  registerEventStream(app, followDeviceLinkEndpoint, async ({ params, headers }, open) => {
    const secret = headers['x-device-link-secret'];
    // Checked before the stream opens, so a wrong secret still gets a 404 in the envelope.
    await linkForSecret(context, params.link_id, secret);
    await followLink(context, params.link_id, secret, open());
  });

  registerEndpoint(app, scanDeviceLinkEndpoint, async ({ params, principal }) => ({
    status: 200,
    body: { data: await scanLink(context, params.link_id, principal.userId) },
  }));

  registerEndpoint(app, approveDeviceLinkEndpoint, async ({ params, principal }) => ({
    status: 200,
    body: { data: await decideLink(context, params.link_id, principal.userId, 'approved') },
  }));

  registerEndpoint(app, denyDeviceLinkEndpoint, async ({ params, principal }) => ({
    status: 200,
    body: { data: await decideLink(context, params.link_id, principal.userId, 'denied') },
  }));

  registerEndpoint(app, connectQrcodeEndpoint, async ({ body, headers, request }) => {
    const caller = callerOf(request, headers['device-id']);
    await limitCaller(context, 'connect', caller);
    return { status: 200, body: { data: await exchangeLink(context, body.link_id, body.secret, caller.ip) } };
  });
};
