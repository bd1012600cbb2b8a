import { channels } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { post } from '../helpers/auth';
import { signedUrl, type TestApp, useTestApp } from '../helpers/test-app';
import { creatorWithChannel, sendGift } from '../gifts/helpers';
import { adjust, createWalletApp, seededUser } from '../wallet/helpers';
import { MY_CHANNEL, newUser, patch } from './helpers';

const DIRECTORY = '/core/v3/channel/channels/';

describe('GET /core/v3/channel/channels/ (the sitemap’s and the expo’s channel list)', () => {
  const testApp = useTestApp();
  const list = (query: Record<string, string>) => testApp.app.inject({ method: 'GET', url: signedUrl(DIRECTORY, query) });

  it('pages through every channel in creation order, without a session', async () => {
    const slugs = ['dir-first', 'dir-second', 'dir-third'];
    for (const slug of slugs) {
      const { bearer } = await newUser(testApp.app, slug);
      expect((await post(testApp.app, MY_CHANNEL, { slug, display_name: `Channel ${slug}` }, { bearer })).statusCode).toBe(201);
    }

    const first = await list({ page: '1', page_size: '2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      data: [
        {
          slug: 'dir-first',
          display_name: 'Channel dir-first',
          avatar_url: null,
          verified: false,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        expect.objectContaining({ slug: 'dir-second', display_name: 'Channel dir-second' }),
      ],
      meta: { page: 1, page_size: 2, total: 3 },
    });
    const second = await list({ page: '2', page_size: '2' });
    expect(second.json().data.map((row: { slug: string }) => row.slug)).toEqual(['dir-third']);
    expect((await list({ page: '3', page_size: '2' })).json().data).toEqual([]);

    const newest = await list({ page: '1', page_size: '2', order: 'newest' });
    expect(newest.json().data.map((row: { slug: string }) => row.slug)).toEqual(['dir-third', 'dir-second']);
  });

  it.each<Record<string, string>>([{ page_size: '1001' }, { page: '0' }, { page: 'x' }, { order: 'random' }, { only: 'fans' }])(
    'answers 400 to %o',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('the expo lists channels that creators have set up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createWalletApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('keeps a channel with a picture, a description or a gift received, and leaves out a fan’s untouched channel', async () => {
    const { app } = testApp;
    const [fanOnly, withBio, withPicture, gifted] = await Promise.all([1, 2, 3, 4].map(() => creatorWithChannel(testApp)));
    expect((await patch(app, MY_CHANNEL, { bio: 'I draw comics.' }, withBio!.bearer)).statusCode).toBe(200);
    await testApp.database.db
      .update(channels)
      .set({ avatarUrl: 'http://localhost:4000/media/a.png' })
      .where(eq(channels.userId, withPicture!.userId));
    const fan = await seededUser(testApp);
    await adjust(app, fan, 'STAR', 10);
    expect((await sendGift(app, fan, gifted!.slug, { stars: 10 })).statusCode).toBe(200);

    const expo = await app.inject({ method: 'GET', url: signedUrl(DIRECTORY, { order: 'newest', only: 'creators' }) });
    expect(expo.statusCode).toBe(200);
    const slugs = expo.json().data.map((row: { slug: string }) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining([withBio!.slug, withPicture!.slug, gifted!.slug]));
    expect(slugs).not.toContain(fanOnly!.slug);
    expect(expo.json().meta.total).toBe(slugs.length);

    const everyone = await app.inject({ method: 'GET', url: signedUrl(DIRECTORY, { order: 'newest' }) });
    expect(everyone.json().data.map((row: { slug: string }) => row.slug)).toContain(fanOnly!.slug);
  });
});
