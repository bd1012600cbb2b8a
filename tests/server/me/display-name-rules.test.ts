import { users } from '@/server/src/db/schema';
import { eq } from 'drizzle-orm';
import { get, post, signInWithGoogle } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

describe('display names through POST /core/v1/me/', () => {
  const testApp = useTestApp();
  let bearer: string;
  let userId: string;

  beforeAll(async () => {
    bearer = (await signInWithGoogle(testApp.app, `names-${Date.now()}`)).access_token;
    userId = (await get(testApp.app, '/core/v1/me/', { bearer })).json().data.id;
  });

  const stored = async () => (await testApp.database.db.select().from(users).where(eq(users.id, userId)))[0]?.displayName;

  it('stores the NFKC form, the one that was compared', async () => {
    const response = await post(testApp.app, '/core/v1/me/', { display_name: 'Ａｎａ ﬀion' }, { bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.display_name).toBe('Ana ffion');
    expect(await stored()).toBe('Ana ffion');
  });

  it.each([
    ['Ѕtarlit', 'RESERVED'],
    ['ɑdmin', 'RESERVED'],
    ['Starlit Support', 'RESERVED'],
    ['Starlit Team', 'RESERVED'],
    [`a${'\u0301'.repeat(30)}`, 'INVALID_CHARACTERS'],
  ])('refuses %j with %s and keeps the stored name', async (name, code) => {
    const response = await post(testApp.app, '/core/v1/me/', { display_name: name }, { bearer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'DISPLAY_NAME_INVALID', details: [{ path: 'body.display_name', code }] });
    expect(await stored()).toBe('Ana ffion');
  });
});
