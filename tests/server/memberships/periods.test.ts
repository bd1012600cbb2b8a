import { addMonths, periodOf } from '@/server/src/modules/memberships/periods';

const at = (text: string) => new Date(text);

describe('membership periods', () => {
  it('ends period n at the join instant plus n months, clamped at month end, anchored on the join day', () => {
    const anchor = { anchorAt: at('2027-01-31T10:15:00.000Z'), anchorPeriod: 1 };
    const ends = [1, 2, 3, 4].map((n) => periodOf(anchor, n).end.toISOString());
    expect(ends).toEqual(['2027-02-28T10:15:00.000Z', '2027-03-31T10:15:00.000Z', '2027-04-30T10:15:00.000Z', '2027-05-31T10:15:00.000Z']);
    expect(periodOf(anchor, 2).start.toISOString()).toBe('2027-02-28T10:15:00.000Z');
    expect(periodOf({ anchorAt: at('2028-01-30T00:00:00.000Z'), anchorPeriod: 1 }, 1).end.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(at('2027-12-15T08:00:00.000Z'), 1).toISOString()).toBe('2028-01-15T08:00:00.000Z');
  });

  it('counts a resumed membership from its new anchor, numbers going on', () => {
    const anchor = { anchorAt: at('2027-05-10T00:00:00.000Z'), anchorPeriod: 4 };
    expect(periodOf(anchor, 4)).toEqual({ start: at('2027-05-10T00:00:00.000Z'), end: at('2027-06-10T00:00:00.000Z') });
    expect(periodOf(anchor, 5).end).toEqual(at('2027-07-10T00:00:00.000Z'));
  });
});
