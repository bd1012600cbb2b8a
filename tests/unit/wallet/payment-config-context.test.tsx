import { screen } from '@testing-library/react';
import { useAuth } from '@/contexts/auth-context';
import { usePaymentConfig } from '@/contexts/payment-config-context';
import { createTestI18n } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import type { FakeChannelApi } from '../channel/support/fake-channel-api';
import { fakeApiPerTest } from '../channel/support/fake-api-per-test';
import { signedInDevice } from '../channel/support/signed-in-device';

const CONFIG = '/paymee/payment/v3/stripe/config/';
const SLOW = { timeout: 8000 };

function Probe() {
  const { isLoading: authLoading, currentUser } = useAuth();
  const { isLoading, config } = usePaymentConfig();
  return (
    <>
      <p>{authLoading ? 'auth starting' : `user ${currentUser?.id ?? 'nobody'}`}</p>
      <p>{isLoading ? 'config loading' : `config ${config ? `${config.publishable_key} sandbox=${config.sandbox}` : 'none'}`}</p>
    </>
  );
}

/**
 * The start-up sign-in has fetched the user and written the session back (auth's loading ends
 * after that): a signed-in test ends on the state a person would see. (A write still in flight
 * at the reset is dropped: tests/unit/auth/reset-between-tests.test.tsx.)
 */
const startUpDone = async (user: string) => expect(await screen.findByText(`user ${user}`, {}, SLOW)).toBeInTheDocument();

let api: FakeChannelApi;
fakeApiPerTest((fresh) => (api = fresh));

describe('payment config context', { timeout: 20_000 }, () => {
  it('starts loading, then stores the config of a 200', async () => {
    signedInDevice(api, userNamed('tara'));
    api.script('GET', CONFIG, { status: 200, body: { data: { publishable_key: 'pk_test_1', sandbox: true } } });
    renderApp(<Probe />, { i18n: await createTestI18n(), api });
    expect(screen.getByText('config loading')).toBeInTheDocument();
    expect(await screen.findByText('config pk_test_1 sandbox=true', {}, SLOW)).toBeInTheDocument();
    expect(api.to('GET', CONFIG)).toHaveLength(1);
    await startUpDone('tara');
  });

  it("clears the config on a failure and logs 'Get Stripe Config Error'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInDevice(api, userNamed('tara'));
    api.script('GET', CONFIG, { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Stripe is not configured.' } });
    renderApp(<Probe />, { i18n: await createTestI18n(), api });
    expect(await screen.findByText('config none', {}, SLOW)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Get Stripe Config Error', 'SERVICE_UNAVAILABLE');
    await startUpDone('tara');
    logged.mockRestore();
  });

  it('asks nothing without a signed-in user (the endpoint needs a session)', async () => {
    renderApp(<Probe />, { i18n: await createTestI18n(), api });
    await screen.findByText('user nobody', {}, SLOW);
    expect(screen.getByText('config loading')).toBeInTheDocument();
    expect(api.to('GET', CONFIG)).toEqual([]);
  });
});
