import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import type { CurrentUser } from '@/contracts/auth';
import { AppProviders, type AppServices } from '@/contexts/app-providers';
import { followOtherTabs } from '@/services/auth/browser-session';
import { createAuthRuntime } from '@/services/auth/runtime';
import { createSessionStore, type SessionStore } from '@/services/auth/session-store';
import { createApiClients } from '@/services/http/api-clients';
import type { i18n as I18n } from 'i18next';

export const TEST_DEVICE = { device_id: 'device-1', device_type: 'desktop', os: 'Linux', device_name: 'Chrome on Linux' };

export interface RenderAppOptions {
  /** The language and namespaces, as `createTestI18n(locale, namespaces)` made them. */
  i18n: I18n;
  /** A fake API at the network edge; without one the app talks to its configured API. */
  api?: { origin: string };
  /** The device's stored sessions; by default what localStorage holds. */
  session?: SessionStore;
}

/** The API clients of `api` bound to `session`, as the page builds its own. */
export function testClients(api: { origin: string }, session: SessionStore) {
  return createApiClients({
    apiHost: api.origin,
    billingHost: api.origin,
    tokens: session,
    refresh: { deviceInfo: async () => TEST_DEVICE, reload: () => undefined },
  });
}

/** A core API client of `api` bound to `session`, as the page builds its own. */
export function testClient(api: { origin: string }, session: SessionStore) {
  return testClients(api, session).core;
}

function servicesFor(api: { origin: string }, session: SessionStore): AppServices {
  const clients = testClients(api, session);
  const client = clients.core;
  return { client, clients, loadAuthRuntime: async () => createAuthRuntime({ session, client, deviceInfo: async () => TEST_DEVICE }) };
}

/**
 * `ui` inside the app's real providers (`AppProviders`, dialog host included), talking to `api`
 * over real HTTP. Synchronous, so that start-up updates happen inside the test's first wait
 * (which wraps them in act); the translations are loaded before, into `i18n`.
 */
export function renderApp(ui: ReactElement, { i18n, api, session = createSessionStore() }: RenderAppOptions) {
  // As the page's own store does: another tab's change, or resetBrowserState's clear, is seen.
  onTestFinished(followOtherTabs(session));
  const services = api ? servicesFor(api, session) : {};
  const view = render(
    <AppProviders i18n={i18n} services={services}>
      {ui}
    </AppProviders>,
  );
  return { ...view, session };
}

export function userNamed(id: string, overrides: Partial<{ email_verified: boolean }> = {}): CurrentUser {
  return { id, email: `${id}@example.test`, display_name: id[0]?.toUpperCase() + id.slice(1), email_verified: true, ...overrides };
}
