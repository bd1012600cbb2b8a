import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BALANCER, call, WEB_INSTANCES } from './support/fleet';
import { newAccount, newChannel } from './support/people';

const [WEB_1, WEB_2] = WEB_INSTANCES;
// English has no prefix (services/i18n/localized-path.ts); the channel page is cached per language.
const LANGUAGES = ['en', 'id', 'fil', 'th', 'tw'];
const pagePath = (language: string, slug: string) => (language === 'en' ? `/@${slug}` : `/${language}/@${slug}`);

async function page(base: string, path: string): Promise<string> {
  const answer = await fetch(`${base}${path}`);
  expect(answer.status, `${base}${path}`).toBe(200);
  return answer.text();
}

test('issue 28, test 3: a channel renamed and revalidated through web 1 is served renamed by web 2 at once, in all five languages', async () => {
  const owner = await newAccount('Renamer');
  const before = `Before ${randomUUID().slice(0, 8)}`;
  const after = `After ${randomUUID().slice(0, 8)}`;
  const slug = await newChannel(owner, before);

  // Rendered once (revalidation renders only pages rendered before), on web 1; web 2 serves the same copy.
  for (const language of LANGUAGES) {
    expect(await page(WEB_1, pagePath(language, slug))).toContain(before);
    expect(await page(WEB_2, pagePath(language, slug))).toContain(before);
  }

  const renamed = await call(BALANCER.api, '/core/v3/channel/my-channel/', {
    method: 'PATCH',
    bearer: owner.bearer,
    body: { display_name: after },
  });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  // What the settings page does after an edit: POST /api/channel-pages with the session cookie, here to web 1 only.
  const revalidated = await fetch(`${WEB_1}/api/channel-pages`, {
    method: 'POST',
    headers: { cookie: `t_uat=${encodeURIComponent(JSON.stringify(owner.bearer))}` },
  });
  expect(revalidated.status, await revalidated.clone().text()).toBe(200);
  expect(((await revalidated.json()) as { data: { paths: string[] } }).data.paths).toEqual(
    expect.arrayContaining(LANGUAGES.map((language) => pagePath(language, slug))),
  );

  for (const language of LANGUAGES) {
    const html = await page(WEB_2, pagePath(language, slug));
    expect(html, language).toContain(after);
    expect(html, language).not.toContain(before);
  }
});
