import { z } from 'zod';
import { deviceHeaders } from './auth';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_TOPICS } from './contact-limits';
import { safeString } from './safe-string';

export * from './contact-limits';

const trimmed = (max: number, field: string) =>
  safeString()
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters.` });

/**
 * What a visitor sends. `website` is the honeypot: a field people never see (hidden from view and
 * from assistive technology), which form-filling bots fill; the API answers such a message as if
 * it were accepted and stores nothing.
 */
export const contactRequest = z.object({
  name: trimmed(CONTACT_NAME_MAX, 'The name').min(1, { error: 'Enter your name.' }),
  email: trimmed(CONTACT_EMAIL_MAX, 'The email address').pipe(z.email({ error: 'Enter a valid email address.' })),
  topic: z.enum(CONTACT_TOPICS),
  message: trimmed(CONTACT_MESSAGE_MAX, 'The message').min(CONTACT_MESSAGE_MIN, {
    error: `The message must be at least ${CONTACT_MESSAGE_MIN} characters.`,
  }),
  website: safeString().max(200).optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactReceipt = z.object({ received: z.literal(true) });
export type ContactReceipt = z.infer<typeof contactReceipt>;

/** The bot-challenge retry headers, as on sign-in (DESIGN.md §4). */
export const contactHeaders = deviceHeaders.extend({
  turnstile: safeString().min(1).max(4096).optional(),
  'x-turnstile-challenge': z.uuid().optional(),
});

export const sendContactMessageEndpoint = defineEndpoint({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/core/v1/contact/',
  summary: 'Store a message from the contact form (rate limited, bot challenge when risky)',
  tags: ['contact'],
  body: contactRequest,
  headers: contactHeaders,
  responses: { 201: dataEnvelope(contactReceipt) },
});

export const contactEndpoints = [sendContactMessageEndpoint] as const;
