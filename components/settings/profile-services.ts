import { getSession } from '@/services/auth/browser-session';
import type { SessionStore } from '@/services/auth/session-store';
import { browserApi, type HttpClient } from '@/services/http';
import { HttpErrorCode, type HttpFailure } from '@/services/http/types';

/** What the profile settings talk to: the page's API client and session, or a test's own. */
export interface ProfileServices {
  client: HttpClient;
  session: Pick<SessionStore, 'getSnapshot' | 'setUser'>;
}

export function defaultProfileServices(): ProfileServices {
  return { client: browserApi().core, session: getSession() };
}

const LOCAL_CODES = new Set<string>(Object.values(HttpErrorCode));

/**
 * The server's own message when it sent one (spec §8, 'Update user failure'); otherwise the
 * caller's fallback, since a transport failure's text is not written for people.
 */
export function failureMessage(failure: HttpFailure, fallback: string): string {
  return !LOCAL_CODES.has(failure.code) && failure.message ? failure.message : fallback;
}
