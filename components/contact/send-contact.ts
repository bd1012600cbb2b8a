import type { TurnstileChallenge } from '@/contracts/session';
import { sendContactMessage, type ContactHeaders } from '@/services/api/contact/contact';
import { getTurnstileChallenge } from '@/services/api/auth/session';
import { getDeviceId } from '@/services/auth/device-info';
import type { ContactValues } from './contact-validation';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'challenge'; challenge: TurnstileChallenge }
  /** `reason` picks the message the form shows; the API's own text is for the logs. */
  | { kind: 'failed'; reason: 'invalid' | 'rate-limited' | 'network' | 'other' };

export interface SolvedChallenge {
  token: string;
  challengeId: string;
}

/**
 * Sends the form (loaded on submit, so the API client stays out of the page's first load). A
 * 406 fetches the bot challenge for this device; the retry carries the solved one.
 */
export async function sendContact(values: ContactValues, solved?: SolvedChallenge): Promise<SendOutcome> {
  const deviceId = getDeviceId();
  const headers: ContactHeaders = solved
    ? { 'device-id': deviceId, Turnstile: solved.token, 'X-Turnstile-Challenge': solved.challengeId }
    : { 'device-id': deviceId };
  const body = {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
    ...(values.website && { website: values.website }),
  };
  const answer = await sendContactMessage(body, headers);
  if (answer.ok) return { kind: 'sent' };
  if (answer.status === 406) {
    const challenge = await getTurnstileChallenge(deviceId);
    if (challenge.ok) return { kind: 'challenge', challenge: challenge.data.data };
  }
  if (answer.status === 400) return { kind: 'failed', reason: 'invalid' };
  if (answer.status === 429) return { kind: 'failed', reason: 'rate-limited' };
  if (answer.status === 0) return { kind: 'failed', reason: 'network' };
  return { kind: 'failed', reason: 'other' };
}
