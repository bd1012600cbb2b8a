import { syncIdentity, type IdentityTarget, type MonitoringUser } from '@/services/monitoring/identity';

const ana: MonitoringUser = { id: 'u-ana', email: 'ana@example.com', name: 'Ana' };
const ben: MonitoringUser = { id: 'u-ben', email: null, name: 'Ben' };

/** A service that remembers who it records as, and what it was told, in order. */
function recordingTarget(initial: string | null = null) {
  let identified = initial;
  const calls: string[] = [];
  const target: IdentityTarget = {
    identifiedId: () => identified,
    identify(user) {
      identified = user.id;
      calls.push(`identify ${user.id}`);
    },
    reset() {
      identified = null;
      calls.push('reset');
    },
  };
  return { target, calls };
}

describe('identity of the signed-in user on monitoring and analytics', () => {
  it('identifies an anonymous visitor who signs in, without resetting first', () => {
    const { target, calls } = recordingTarget();
    syncIdentity(target, ana);
    expect(calls).toEqual(['identify u-ana']);
  });

  it('resets on sign-out', () => {
    const { target, calls } = recordingTarget();
    syncIdentity(target, ana);
    syncIdentity(target, null);
    expect(calls).toEqual(['identify u-ana', 'reset']);
  });

  it('resets before identifying the account switched to, so the two are never merged', () => {
    const { target, calls } = recordingTarget();
    syncIdentity(target, ana);
    syncIdentity(target, ben);
    syncIdentity(target, ana);
    expect(calls).toEqual(['identify u-ana', 'reset', 'identify u-ben', 'reset', 'identify u-ana']);
  });

  it('does nothing while the same user stays signed in, or a visitor stays anonymous', () => {
    const { target, calls } = recordingTarget();
    syncIdentity(target, null);
    syncIdentity(target, ana);
    syncIdentity(target, { ...ana, name: 'Ana B.' });
    expect(calls).toEqual(['identify u-ana']);
  });

  it('resets a person a previous page identified when this page starts signed out', () => {
    const { target, calls } = recordingTarget('u-ana');
    syncIdentity(target, null);
    expect(calls).toEqual(['reset']);
  });
});
