import { explainFailure } from '@/services/auth/firebase-provider';
import { watchPolicyViolations } from '@/services/security/policy-violations';

const networkFailure = {
  ok: false as const,
  cancelled: false,
  code: 'auth/network-request-failed',
  message: 'Firebase: Error (auth/network-request-failed).',
};

function refuse(blocked: string) {
  document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'connect-src', blockedURI: blocked }));
}

describe('a sign-in refused by the page policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a sign-in failure, not a network one, and the console names the refused origin', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const watch = watchPolicyViolations();
    refuse('http://127.0.0.1:19199/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp');
    const failure = await explainFailure(networkFailure, watch);
    watch.stop();
    expect(failure.code).toBe('auth/blocked-by-page-policy');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('connect-src does not allow http://127.0.0.1:19199/'));
  });

  it('stays a network failure when the policy refused nothing', async () => {
    const watch = watchPolicyViolations();
    expect(await explainFailure(networkFailure, watch)).toEqual(networkFailure);
    watch.stop();
  });

  it('sees nothing after it stopped watching', async () => {
    const watch = watchPolicyViolations();
    watch.stop();
    refuse('http://localhost:9099/');
    expect(await watch.seen()).toEqual([]);
  });
});
