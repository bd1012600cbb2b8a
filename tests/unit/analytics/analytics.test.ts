import { drainAnalyticsQueue, onAnalyticsEvent, track } from '@/services/analytics/track';
import { trackReferralVisit, trackSignedUp } from '@/services/analytics/events';
import { captureUtm, storedAttribution, utmFromSearch } from '@/services/analytics/utm';
import { createKeyValueStore } from '@/services/storage/local-store';

let clock = 1_700_000_000_000;
const store = () =>
  createKeyValueStore(
    () => window.localStorage,
    () => clock,
  );

beforeEach(() => {
  window.localStorage.clear();
  drainAnalyticsQueue();
  clock = 1_700_000_000_000;
});

describe('utm parameters', () => {
  it('reads the seven tracked parameters and ignores others and empty values', () => {
    expect(
      utmFromSearch(
        '?utm_source=tiktok&utm_medium=social&utm_campaign=launch&utm_content=clip&utm_id=42&utm_creator=ana&utm_sharer=ben&utm_term=x&ref=y&utm_empty=&utm_medium2=z',
      ),
    ).toEqual({
      utm_source: 'tiktok',
      utm_medium: 'social',
      utm_campaign: 'launch',
      utm_content: 'clip',
      utm_id: '42',
      utm_creator: 'ana',
      utm_sharer: 'ben',
    });
    expect(utmFromSearch('?utm_source=&utm_medium=%20')).toEqual({});
  });

  it('stores the initial_ variants once: a later visit updates the current values only', () => {
    captureUtm('?utm_source=tiktok&utm_campaign=launch', store());
    captureUtm('?utm_source=instagram&utm_medium=story', store());
    expect(storedAttribution(store())).toEqual({
      current: { utm_source: 'instagram', utm_medium: 'story' },
      initial: { initial_utm_source: 'tiktok', initial_utm_campaign: 'launch', initial_utm_medium: 'story' },
    });
  });

  it('keeps everything as it was on a visit without utm parameters', () => {
    captureUtm('?utm_source=tiktok', store());
    captureUtm('?page=2', store());
    expect(storedAttribution(store()).current).toEqual({ utm_source: 'tiktok' });
  });

  it('forgets the current values after 30 days, never the initial ones', () => {
    captureUtm('?utm_source=tiktok', store());
    clock += 31 * 24 * 3600 * 1000;
    expect(storedAttribution(store())).toEqual({ current: {}, initial: { initial_utm_source: 'tiktok' } });
  });
});

describe('analytics events', () => {
  it('clicked_referral_link: platform web, the visit parameters and their initial_ variants', () => {
    trackReferralVisit('?utm_source=tiktok&utm_sharer=ben', store());
    trackReferralVisit('?utm_source=youtube', store());
    expect(drainAnalyticsQueue()).toEqual([
      {
        event: 'clicked_referral_link',
        properties: { platform: 'web', utm_source: 'tiktok', utm_sharer: 'ben', initial_utm_source: 'tiktok', initial_utm_sharer: 'ben' },
        timestamp: expect.any(Number),
      },
      {
        event: 'clicked_referral_link',
        properties: { platform: 'web', utm_source: 'youtube', initial_utm_source: 'tiktok', initial_utm_sharer: 'ben' },
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('clicked_referral_link is not sent without a utm parameter in the URL', () => {
    captureUtm('?utm_source=tiktok', store());
    trackReferralVisit('?ref=friend', store());
    expect(drainAnalyticsQueue()).toEqual([]);
  });

  it('signed_up: platform web and signup_method, only when a utm parameter is known', () => {
    trackSignedUp('google', store());
    expect(drainAnalyticsQueue()).toEqual([]);

    captureUtm('?utm_source=tiktok&utm_campaign=launch', store());
    trackSignedUp('telegram', store());
    expect(drainAnalyticsQueue()).toEqual([
      {
        event: 'signed_up',
        properties: {
          platform: 'web',
          signup_method: 'telegram',
          utm_source: 'tiktok',
          utm_campaign: 'launch',
          initial_utm_source: 'tiktok',
          initial_utm_campaign: 'launch',
        },
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('the queue hands events to a subscriber as they come and to the backend once', () => {
    const seen: string[] = [];
    const stop = onAnalyticsEvent((event) => seen.push(event.event));
    track('a', { platform: 'web' }, () => 5);
    stop();
    track('b', { platform: 'web' }, () => 6);
    expect(seen).toEqual(['a']);
    expect(drainAnalyticsQueue().map(({ event, timestamp }) => [event, timestamp])).toEqual([
      ['a', 5],
      ['b', 6],
    ]);
    expect(drainAnalyticsQueue()).toEqual([]);
  });
});
