import { renderHook } from '@testing-library/react';
import { useInstallableApp } from '@/hooks/use-installable-app';
import { MANIFEST_HREF, linkManifest } from '@/services/pwa/manifest-link';
import { BACKGROUND_SETTLE_MS } from '@/services/scheduling/after-interactive';
import { queueIdleCallbacks } from '../support/idle-callbacks';

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

describe('the installable app: its manifest', () => {
  const idle = queueIdleCallbacks();
  beforeEach(() => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    manifestLinks().forEach((link) => link.remove());
  });
  afterEach(() => manifestLinks().forEach((link) => link.remove()));

  it('is linked once the page has settled and been left alone, not before', () => {
    renderHook(() => useInstallableApp());
    idle[0]!();
    vi.advanceTimersByTime(BACKGROUND_SETTLE_MS - 1);
    expect(idle).toHaveLength(1);
    expect(manifestLinks()).toEqual([]);

    vi.advanceTimersByTime(1);
    idle[1]!();
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual([MANIFEST_HREF]);
  });

  it('is linked only once, however often it is asked for (/add-to-home-screen links it at once)', () => {
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
  });

  it('is not linked by a page left before it settled', () => {
    const { unmount } = renderHook(() => useInstallableApp());
    idle[0]!();
    unmount();
    vi.runAllTimers();
    idle.slice(1).forEach((callback) => callback());
    expect(manifestLinks()).toEqual([]);
  });
});
