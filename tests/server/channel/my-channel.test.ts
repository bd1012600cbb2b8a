import { channels } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { get, post } from '../helpers/auth';
import { signedUrl, useTestApp } from '../helpers/test-app';
import { MY_CHANNEL, newUser, patch, publicChannelPath } from './helpers';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('/core/v3/channel/my-channel/', () => {
  const testApp = useTestApp();

  const rowsOf = (userId: string) => testApp.database.db.select().from(channels).where(eq(channels.userId, userId));

  it('answers 404 CHANNEL_NOT_FOUND, then the channel created with 201, then 200', async () => {
    const { app } = testApp;
    const user = await newUser(app);
    const missing = await get(app, MY_CHANNEL, { bearer: user.bearer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'CHANNEL_NOT_FOUND', message: 'You have no channel yet.' });

    const created = await post(
      app,
      MY_CHANNEL,
      {
        slug: '@Ana-Lima ',
        display_name: ' Ana Lima ',
        bio: ' Painter. ',
        avatar_url: 'https://cdn.example/a.png',
        user_id: 'x',
        verified: true,
      },
      { bearer: user.bearer },
    );
    expect(created.statusCode).toBe(201);
    const channel = {
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'ana-lima',
      display_name: 'Ana Lima',
      bio: 'Painter.',
      avatar_url: 'https://cdn.example/a.png',
      banner_url: null,
      verified: false,
      verified_tick_badge: null,
      created_at: ISO,
      updated_at: ISO,
    };
    expect(created.json()).toEqual({ data: channel });

    const found = await get(app, MY_CHANNEL, { bearer: user.bearer });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(created.json());
    expect(await rowsOf(user.userId)).toEqual([
      expect.objectContaining({ slug: 'ana-lima', displayName: 'Ana Lima', bio: 'Painter.', verified: false, verifiedTickBadge: null }),
    ]);
  });

  it('refuses a second channel of one user with 409 CHANNEL_EXISTS', async () => {
    const { app } = testApp;
    const user = await newUser(app);
    expect((await post(app, MY_CHANNEL, { slug: 'first-one', display_name: 'Ana' }, { bearer: user.bearer })).statusCode).toBe(201);
    const second = await post(app, MY_CHANNEL, { slug: 'second-one', display_name: 'Ana' }, { bearer: user.bearer });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CHANNEL_EXISTS', message: 'You already have a channel.' });
    expect((await rowsOf(user.userId)).map((row) => row.slug)).toEqual(['first-one']);
  });

  it.each([
    ['a bad slug', { slug: '-ana', display_name: 'Ana' }, 'SLUG_INVALID', 'INVALID'],
    ['a reserved slug', { slug: 'Settings', display_name: 'Ana' }, 'SLUG_INVALID', 'RESERVED'],
  ])('refuses %s with 400 and the reason, writing nothing', async (_case, body, code, reason) => {
    const user = await newUser(testApp.app);
    const response = await post(testApp.app, MY_CHANNEL, body, { bearer: user.bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, details: [{ path: 'body.slug', reason }] });
    expect(await rowsOf(user.userId)).toEqual([]);
  });

  it('refuses a bad display name, a long bio and a non-http image URL with 400', async () => {
    const { app } = testApp;
    const user = await newUser(app);
    const name = await post(app, MY_CHANNEL, { slug: 'good-slug', display_name: 'Star-Lit' }, { bearer: user.bearer });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ code: 'DISPLAY_NAME_INVALID', details: [{ code: 'RESERVED' }] });
    const bio = await post(app, MY_CHANNEL, { slug: 'good-slug', display_name: 'Ana', bio: 'x'.repeat(301) }, { bearer: user.bearer });
    expect(bio.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.bio' }] });
    const image = await post(
      app,
      MY_CHANNEL,
      { slug: 'good-slug', display_name: 'Ana', avatar_url: 'javascript:alert(1)' },
      { bearer: user.bearer },
    );
    expect(image.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.avatar_url' }] });
    expect(await rowsOf(user.userId)).toEqual([]);
  });

  it('auto_create=1 makes a channel named after the user at a free suggested slug, once', async () => {
    const { app } = testApp;
    const first = await newUser(app);
    const second = await newUser(app);
    const a = await app.inject({
      method: 'GET',
      url: signedUrl(MY_CHANNEL, { auto_create: '1' }),
      headers: { authorization: `Bearer ${first.bearer}` },
    });
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({ display_name: 'Ana Lima', slug: expect.stringMatching(/^ana-?lima/) });
    const b = await app.inject({
      method: 'GET',
      url: signedUrl(MY_CHANNEL, { auto_create: '1' }),
      headers: { authorization: `Bearer ${second.bearer}` },
    });
    expect(b.json().data.slug).toMatch(/^ana-?lima/);
    expect(b.json().data.slug).not.toBe(a.json().data.slug);

    const again = await app.inject({
      method: 'GET',
      url: signedUrl(MY_CHANNEL, { auto_create: '1' }),
      headers: { authorization: `Bearer ${first.bearer}` },
    });
    expect(again.json()).toEqual(a.json());
    expect(await rowsOf(first.userId)).toHaveLength(1);

    const bad = await app.inject({
      method: 'GET',
      url: signedUrl(MY_CHANNEL, { auto_create: 'yes' }),
      headers: { authorization: `Bearer ${first.bearer}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'query.auto_create' }] });
  });

  it('PATCH changes name, bio and images; null removes an image; the slug stays', async () => {
    const { app } = testApp;
    const user = await newUser(app);
    await post(
      app,
      MY_CHANNEL,
      { slug: 'patch-me', display_name: 'Ana', avatar_url: 'https://cdn.example/a.png' },
      { bearer: user.bearer },
    );
    const response = await patch(
      app,
      MY_CHANNEL,
      { display_name: 'Ana Maria', bio: 'Sculptor.', avatar_url: null, banner_url: 'https://cdn.example/b.webp', slug: 'other' },
      user.bearer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'patch-me',
      display_name: 'Ana Maria',
      bio: 'Sculptor.',
      avatar_url: null,
      banner_url: 'https://cdn.example/b.webp',
    });
    expect(await rowsOf(user.userId)).toEqual([
      expect.objectContaining({ slug: 'patch-me', displayName: 'Ana Maria', avatarUrl: null, bannerUrl: 'https://cdn.example/b.webp' }),
    ]);
    expect((await patch(app, MY_CHANNEL, {}, user.bearer)).statusCode).toBe(400);
    expect((await patch(app, MY_CHANNEL, { display_name: 'admin' }, user.bearer)).json().code).toBe('DISPLAY_NAME_INVALID');

    const stranger = await newUser(app);
    const none = await patch(app, MY_CHANNEL, { bio: 'x' }, stranger.bearer);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('CHANNEL_NOT_FOUND');
  });

  it('answers 401 without a bearer token, on every my-channel method', async () => {
    const { app } = testApp;
    expect((await get(app, MY_CHANNEL)).json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    expect((await post(app, MY_CHANNEL, { slug: 'anon-one', display_name: 'Ana' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: signedUrl(MY_CHANNEL), payload: { bio: 'x' } })).statusCode).toBe(401);
  });
});

describe('/core/v3/channel/channels/:slug/', () => {
  const testApp = useTestApp();

  it('answers the public channel by any spelling, without private fields, and without sign-in', async () => {
    const { app, database } = testApp;
    const user = await newUser(app);
    await post(app, MY_CHANNEL, { slug: 'public-ana', display_name: 'Ana', bio: 'Hi.' }, { bearer: user.bearer });
    await database.db
      .update(channels)
      .set({ verified: true, verifiedTickBadge: 'https://cdn.example/tick.svg' })
      .where(eq(channels.userId, user.userId));

    for (const spelling of ['public-ana', '@public-ana', 'Public-Ana', '@PUBLIC-ANA']) {
      const response = await get(app, publicChannelPath(spelling));
      expect(response.statusCode, spelling).toBe(200);
      expect(response.json()).toEqual({
        data: {
          slug: 'public-ana',
          display_name: 'Ana',
          bio: 'Hi.',
          avatar_url: null,
          banner_url: null,
          verified: true,
          verified_tick_badge: 'https://cdn.example/tick.svg',
          created_at: ISO,
          updated_at: ISO,
        },
      });
    }
    const body = (await get(app, publicChannelPath('public-ana'))).body;
    expect(body).not.toContain(user.userId);
    expect(body).not.toContain('@example.com');
  });

  it('hides the badge while a channel is not verified', async () => {
    const { app, database } = testApp;
    const user = await newUser(app);
    await post(app, MY_CHANNEL, { slug: 'unticked', display_name: 'Ana' }, { bearer: user.bearer });
    await database.db.update(channels).set({ verifiedTickBadge: 'https://cdn.example/tick.svg' }).where(eq(channels.userId, user.userId));
    expect((await get(app, publicChannelPath('unticked'))).json().data).toMatchObject({ verified: false, verified_tick_badge: null });
  });

  it.each(['nobody-here', '@', 'no_such', 'x'.repeat(31), '-dash'])('answers 404 CHANNEL_NOT_FOUND for %j', async (slug) => {
    const response = await get(testApp.app, publicChannelPath(slug));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'CHANNEL_NOT_FOUND', message: 'No channel has this address.' });
  });
});
