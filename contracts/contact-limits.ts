/**
 * The contact form's limits and topics, free of zod so the page's own validation shares them
 * without bringing the schemas into its first-load JS.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_TOPICS = ['general', 'creators', 'payments', 'account', 'safety', 'press'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
