import type { ContactReceipt, ContactRequest } from '@/contracts/contact';
import type { FastifyRequest } from 'fastify';
import { contactMessages } from '../../db/schema';
import { callerOf, limitCaller } from '../auth/gate';
import { passChallenge } from '../auth/turnstile';
import type { ModuleContext } from '../module';

export interface ContactInput {
  body: ContactRequest;
  headers: { 'device-id': string; turnstile?: string; 'x-turnstile-challenge'?: string };
  request: FastifyRequest;
}

/**
 * Stores one message after the sign-in's spam gates: the per-device and per-address rate limit,
 * then the bot challenge when the policy asks for one. A filled honeypot gets the same answer
 * as a real message, so a bot learns nothing, and nothing is stored.
 */
export async function sendContactMessage(context: ModuleContext, { body, headers, request }: ContactInput): Promise<ContactReceipt> {
  const caller = callerOf(request, headers['device-id']);
  await limitCaller(context, 'contact', caller);
  if (body.website) return { received: true };
  await passChallenge(context, caller, { token: headers.turnstile, challengeId: headers['x-turnstile-challenge'] }, 'contact');
  await context.database.db.insert(contactMessages).values({
    name: body.name,
    email: body.email,
    topic: body.topic,
    message: body.message,
    deviceId: caller.deviceId,
    ip: caller.ip,
    createdAt: context.clock(),
  });
  return { received: true };
}
