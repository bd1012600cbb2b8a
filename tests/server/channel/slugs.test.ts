import { normalizeSlug, RESERVED_SLUGS, SLUG_PATTERN, slugProblem } from '@/contracts/channel';
import { channels } from '@/server/src/db/schema';
import { slugBase } from '@/server/src/modules/channel/slugs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { post } from '../helpers/auth';
import { signedUrl, useTestApp } from '../helpers/test-app';
import { CHECK_SLUG, MY_CHANNEL, newUser, SUGGEST_SLUG, type SignedInUser } from './helpers';

describe('slug rules (contracts/channel.ts, shared with the web)', () => {
  it.each([
    ['abc', null],
    ['ana-lima', null],
    ['a1-b2-c3', null],
    ['x'.repeat(30), null],
    ['ab', 'INVALID'],
    ['x'.repeat(31), 'INVALID'],
    ['-ana', 'INVALID'],
    ['ana-', 'INVALID'],
    ['Ana', 'INVALID'],
    ['ana_lima', 'INVALID'],
    ['ana.lima', 'INVALID'],
    ['ána', 'INVALID'],
    ['', 'INVALID'],
    ['login', 'RESERVED'],
    ['get-star', 'RESERVED'],
    ['create-my-channel', 'RESERVED'],
    ['404', 'RESERVED'],
    ['admin', 'RESERVED'],
    ['starlit', 'RESERVED'],
    ['sandbox', 'RESERVED'],
  ])('%j → %s', (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it('normalises what people type and link: trims, drops one leading @, lower-cases', () => {
    expect(normalizeSlug('  @Ana-Lima ')).toBe('ana-lima');
    expect(normalizeSlug('@@ana')).toBe('@ana');
  });

  it('reserves every route of the web app and the API host', () => {
    const routes = [
      'login',
      'signup',
      'settings',
      'device-link',
      'get-star',
      'api',
      'auth',
      '404',
      '500',
      'about-us',
      'pricing',
      'safety',
      'download',
      'how-it-works',
      'contact-us',
      'blog',
      'intro',
      'memberships',
      'brand-assets',
      'comparison',
      'open-app',
      'expo',
      'create-my-channel',
      'admin',
      'support',
      'help',
      'starlit',
      'www',
      'static',
      'media',
      'sandbox',
      'core',
      'paymee',
      'billy',
    ];
    expect(routes.filter((route) => !RESERVED_SLUGS.has(route))).toEqual([]);
    // An entry the pattern refuses anyway would be dead weight.
    expect([...RESERVED_SLUGS].filter((word) => !SLUG_PATTERN.test(word))).toEqual([]);
  });

  it('property: the base of a suggestion is always a valid slug', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (text) => SLUG_PATTERN.test(slugBase(text))));
    expect(slugBase('Ána  Lima!!')).toBe('ana-lima');
    expect(slugBase('李小龍')).toBe('creator');
    expect(slugBase('Jo')).toBe('jo-creator');
  });
});

describe('check-slug, suggest-slug and case-insensitive uniqueness', () => {
  const testApp = useTestApp();
  let owner: SignedInUser;
  let asker: SignedInUser;

  beforeAll(async () => {
    owner = await newUser(testApp.app);
    asker = await newUser(testApp.app);
    await post(testApp.app, MY_CHANNEL, { slug: 'Maria-Silva', display_name: 'Maria' }, { bearer: owner.bearer });
  });

  const suggest = (q: string, bearer = asker.bearer) =>
    testApp.app.inject({ method: 'GET', url: signedUrl(SUGGEST_SLUG, { q }), headers: { authorization: `Bearer ${bearer}` } });

  it('stores the slug lower-case', async () => {
    const rows = await testApp.database.db.select({ slug: channels.slug }).from(channels);
    expect(rows).toEqual([{ slug: 'maria-silva' }]);
  });

  it.each([
    ['fresh-name', { slug: 'fresh-name', available: true, reason: null }],
    ['@Fresh-Name', { slug: 'fresh-name', available: true, reason: null }],
    ['maria-silva', { slug: 'maria-silva', available: false, reason: 'TAKEN' }],
    ['MARIA-SILVA', { slug: 'maria-silva', available: false, reason: 'TAKEN' }],
    ['settings', { slug: 'settings', available: false, reason: 'RESERVED' }],
    ['Admin', { slug: 'admin', available: false, reason: 'RESERVED' }],
    ['no spaces', { slug: 'no spaces', available: false, reason: 'INVALID' }],
    ['ab', { slug: 'ab', available: false, reason: 'INVALID' }],
  ])('check-slug %j', async (slug, expected) => {
    const response = await post(testApp.app, CHECK_SLUG, { slug }, { bearer: asker.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: expected });
  });

  it('check-slug validates its body and needs sign-in', async () => {
    expect((await post(testApp.app, CHECK_SLUG, {}, { bearer: asker.bearer })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.slug' }],
    });
    expect((await post(testApp.app, CHECK_SLUG, { slug: 'x'.repeat(101) }, { bearer: asker.bearer })).statusCode).toBe(400);
    expect((await post(testApp.app, CHECK_SLUG, { slug: 'fresh' })).statusCode).toBe(401);
  });

  it('refuses the taken slug in another case with 409 SLUG_TAKEN, writing nothing', async () => {
    const response = await post(testApp.app, MY_CHANNEL, { slug: 'MARIA-silva', display_name: 'Maria' }, { bearer: asker.bearer });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'SLUG_TAKEN', message: 'This address is already taken.' });
    const [count] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(channels);
    expect(count?.n).toBe(1);
  });

  it('suggests at least three available, valid slugs derived from q, skipping taken ones', async () => {
    const response = await suggest('Maria Silva');
    expect(response.statusCode).toBe(200);
    const { slugs } = response.json().data as { slugs: string[] };
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('maria-silva');
    expect(slugs).toContain('mariasilva');
    for (const slug of slugs) {
      expect(slug).toMatch(/^maria-?silva/);
      expect(slugProblem(slug)).toBeNull();
      expect((await post(testApp.app, CHECK_SLUG, { slug }, { bearer: asker.bearer })).json().data.available).toBe(true);
    }
  });

  it.each([
    ['Admin', /^admin-?\d/],
    ['李小龍', /^creator/],
    ['Jo', /^jo-?creator/],
  ])('suggests only unreserved slugs for %j', async (q, pattern) => {
    const { slugs } = (await suggest(q)).json().data as { slugs: string[] };
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of slugs) {
      expect(slug).toMatch(pattern);
      expect(slugProblem(slug)).toBeNull();
    }
  });

  it('refuses an empty or blank q with 400, and answers 401 without sign-in', async () => {
    for (const q of ['', '   ']) {
      const response = await suggest(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'query.q' }] });
    }
    const missing = await testApp.app.inject({
      method: 'GET',
      url: signedUrl(SUGGEST_SLUG),
      headers: { authorization: `Bearer ${asker.bearer}` },
    });
    expect(missing.statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: signedUrl(SUGGEST_SLUG, { q: 'ana' }) })).statusCode).toBe(401);
  });
});
