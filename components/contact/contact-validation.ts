import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  type ContactTopic,
} from '@/contracts/contact-limits';

export interface ContactValues {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
}

export type ContactField = 'name' | 'email' | 'message';

/** Translation keys (namespace common) of the field errors, with their values. */
export type ContactErrors = Partial<Record<ContactField, { key: string; values?: Record<string, number> }>>;

// The shape the API's z.email() accepts in practice; the API has the last word.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The same rules as the API's `contactRequest`, checked before sending so people see why at once. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = { key: 'errors.nameRequired' };
  else if (name.length > CONTACT_NAME_MAX) errors.name = { key: 'errors.tooLong', values: { max: CONTACT_NAME_MAX } };
  if (!email) errors.email = { key: 'errors.emailRequired' };
  else if (email.length > CONTACT_EMAIL_MAX) errors.email = { key: 'errors.tooLong', values: { max: CONTACT_EMAIL_MAX } };
  else if (!EMAIL.test(email)) errors.email = { key: 'errors.emailInvalid' };
  if (message.length < CONTACT_MESSAGE_MIN) errors.message = { key: 'errors.messageShort', values: { min: CONTACT_MESSAGE_MIN } };
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = { key: 'errors.tooLong', values: { max: CONTACT_MESSAGE_MAX } };
  return errors;
}
