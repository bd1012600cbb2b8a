import { sendContactMessageEndpoint, type ContactRequest } from '@/contracts/contact';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

export interface ContactHeaders {
  'device-id': string;
  Turnstile?: string;
  'X-Turnstile-Challenge'?: string;
}

/** 201 stores the message; 406 asks for the bot challenge, 429 for patience, 400 names the fields. */
export const sendContactMessage = (body: ContactRequest, headers: ContactHeaders, client?: HttpClient) =>
  callEndpoint(sendContactMessageEndpoint, { body, headers: { ...headers }, client });
