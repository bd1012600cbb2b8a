import { act, screen, waitFor } from '@testing-library/react';
import { useAuth } from '@/contexts/auth-context';
import { StorageKey } from '@/services/storage/storage-keys';
import { createTestI18n, resetBrowserState } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import type { FakeChannelApi } from '../channel/support/fake-channel-api';
import { fakeApiPerTest } from '../channel/support/fake-api-per-test';
import { signedInDevice } from '../channel/support/signed-in-device';

const ME = '/core/v1/me/';

function Probe() {
  const { isLoading } = useAuth();
  return <p>{isLoading ? 'auth starting' : 'auth done'}</p>;
}

/**
 * Unit tests share one page per file, and its session store (services/auth/browser-session.ts)
 * outlives each test. A test that ends while its start-up sign-in still waits for `GET /me`
 * used to get that answer written back after resetBrowserState had cleared the device, so the
 * next test started signed in (a fresh-clone run saw it once, in payment-config-context.test.tsx).
 * The reset now tells the store, as another tab's sign-out would, and the late answer is dropped.
 */
describe('resetBrowserState between tests', { timeout: 20_000 }, () => {
  let api: FakeChannelApi;
  fakeApiPerTest((fresh) => (api = fresh));

  it('leaves the device signed out when the start-up answer arrives after the reset', async () => {
    const tara = userNamed('tara');
    signedInDevice(api, tara);
    api.script('GET', ME, { status: 200, body: { data: tara }, delayMs: 600 });
    renderApp(<Probe />, { i18n: await createTestI18n(), api });
    await waitFor(() => expect(api.to('GET', ME)).toHaveLength(1), { timeout: 8000 });
    expect(screen.getByText('auth starting')).toBeInTheDocument();

    // The test ends here: afterEach resets the device (before RTL's cleanup: after-hooks run in
    // reverse order), with the answer on its way. The start-up ends once it has dealt with it.
    act(() => resetBrowserState());
    expect(await screen.findByText('auth done', {}, { timeout: 8000 })).toBeInTheDocument();

    expect(window.localStorage.getItem(StorageKey.userId)).toBeNull();
    expect(window.localStorage.getItem(StorageKey.userLoggedList)).toBeNull();
  });
});
