import { channels } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { post } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { MY_CHANNEL, newUser } from './helpers';

// PGlite answers one query at a time, so only the PostgreSQL run (DATABASE_URL) can show a race;
// on PGlite the same assertions hold with the requests in turn.
describe(`simultaneous channel creation on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const testApp = useTestApp();

  it('two users, one slug, at once: exactly one 201 and one 409 SLUG_TAKEN, one row', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([newUser(app, 'race'), newUser(app, 'race')]);
      if (!first || !second) throw new Error('sign-in failed');
      const slug = `race-slug-${round}`;
      const responses = await Promise.all([
        post(app, MY_CHANNEL, { slug, display_name: 'Racer' }, { bearer: first.bearer }),
        post(app, MY_CHANNEL, { slug: slug.toUpperCase(), display_name: 'Racer' }, { bearer: second.bearer }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json()).toEqual({ code: 'SLUG_TAKEN', message: 'This address is already taken.' });
      const winner = responses.find((response) => response.statusCode === 201);
      expect(winner?.json().data.slug).toBe(slug);
      expect(await database.db.select().from(channels).where(eq(channels.slug, slug))).toHaveLength(1);
    }
  });

  it('one user, two slugs, at once: one 201 and one 409 CHANNEL_EXISTS, one row', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 5; round += 1) {
      const user = await newUser(app, 'twice');
      const responses = await Promise.all([
        post(app, MY_CHANNEL, { slug: `twice-a-${round}`, display_name: 'Racer' }, { bearer: user.bearer }),
        post(app, MY_CHANNEL, { slug: `twice-b-${round}`, display_name: 'Racer' }, { bearer: user.bearer }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)?.json().code).toBe('CHANNEL_EXISTS');
      expect(await database.db.select().from(channels).where(eq(channels.userId, user.userId))).toHaveLength(1);
    }
  });
});
