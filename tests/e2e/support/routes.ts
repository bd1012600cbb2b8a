import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect } from '@playwright/test';
import { signatureParam } from '../../../contracts/signing';
import { apiAs, apiSignIn, type TestPerson } from './api-session';
import { SUPPORTED_LANGUAGES } from '../../../services/i18n/languages';
import { INFO_PAGES } from './info-pages';
import { PAYEE, payeePayoutPath } from './route-payout';
import { type ExpectedFailure, type Language, accountMenu, text } from './ui-sign-in';

/**
 * Every screen of the product and every dialog a screen can show, in one list, for the checks
 * that look at pages the way a person does (reflow at phone widths). A new page is one line in
 * ROUTES; a dialog it can open is one line in its `dialogs`.
 */

export type Session = 'visitor' | 'newcomer' | 'member' | 'payee';

/** Signed-in people whose names are as long as the product allows (DISPLAY_NAME_MAX characters). */
export interface LongNamePerson extends TestPerson {
  slug?: string;
  channelName?: string;
}

export const PEOPLE: Record<Exclude<Session, 'visitor'>, LongNamePerson> = {
  // Signed in, no channel yet: the channel-creation screen replaces every page's content.
  newcomer: { email: 'reflow.newcomer@e2e.test', name: 'Maximiliana Evangelista Rodrigue' },
  member: {
    email: 'reflow.member@e2e.test',
    name: 'Bartholomew Montgomery Kusumawar',
    slug: 'reflow-long-channel-name-check',
    // One word wider than any phone: it must break, not push the page sideways.
    channelName: 'Pneumonoultramicroscopicsilicovo',
  },
  // A creator with a payout (support/route-payout.ts).
  payee: PAYEE,
};

/** Another creator, whose channel the member visits as a fan (the gift dialog). */
const GIFTED: LongNamePerson = {
  email: 'reflow.gifted@e2e.test',
  name: 'Gwendolyn Alexandria Featherstone',
  slug: 'reflow-gifted-channel-check',
  channelName: 'Supercalifragilisticexpialidocio',
};

interface TierSeed {
  name: string;
  price_stars: number;
  perks: string;
}

/** Tiers with the longest name and perks the product allows (TIER_NAME_MAX, TIER_PERKS_MAX). */
const LONG_PERKS = 'Pneumonoultramicroscopicsilicovolcanoconiosis '.repeat(6).trim();
const GIFTED_TIER: TierSeed = { name: 'Supercalifragilisticexpialidocious fans', price_stars: 100_000, perks: LONG_PERKS };
const MEMBER_TIER: TierSeed = { name: 'Honorificabilitudinitatibus supporter', price_stars: 99_999, perks: LONG_PERKS };

export interface RouteContext {
  lang: Language;
  page: Page;
}

export interface DialogCheck {
  name: string;
  /** Opens the dialog (or menu) on the loaded route and returns it. */
  open: (context: RouteContext) => Promise<Locator>;
  /** A picture of the open dialog is kept in the test's output folder under this name. */
  shot?: string;
}

export interface RouteCheck {
  name: string;
  session: Session;
  path: () => string | Promise<string>;
  /** What shows once the route is ready in the context's language. */
  ready: (context: RouteContext) => Locator;
  dialogs?: DialogCheck[];
}

const h1 = ({ page }: RouteContext, name?: string) => page.getByRole('heading', { level: 1, name, exact: name !== undefined });

/** A text with a `{{value}}` slot as a pattern that takes any value there. */
function withAnyValue(lang: Language, namespace: 'wallet', key: string): RegExp {
  const [before = '', after = ''] = text(lang, namespace, key, { price: '\u0000' }).split('\u0000');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** /get-star's card step for the first package, on a new card: the sandbox's card number, expiry and CVC. */
async function openCardStep({ page, lang }: RouteContext): Promise<Locator> {
  await page.getByRole('radio', { name: text(lang, 'wallet', 'methodTypes.card'), exact: true }).check();
  await page.getByRole('button', { name: withAnyValue(lang, 'wallet', 'getStar.pay') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'wallet', 'card.title') });
  await dialog.getByRole('radio', { name: text(lang, 'wallet', 'card.newCard') }).check();
  await dialog.getByLabel('Security code').waitFor();
  return dialog;
}

const openLoginProvider = async ({ page, lang }: RouteContext, provider: string, title: string) => {
  const providerName = provider === 'qrcode' ? text(lang, 'auth', 'qrCode') : provider;
  await page.getByRole('button', { name: text(lang, 'auth', 'continueWith', { provider: providerName }), exact: true }).click();
  return page.getByRole('dialog', { name: title });
};

/** The sign-in page's dialogs: each provider's own, and the bot challenge that follows a sign-in. */
const SIGN_IN_DIALOGS: DialogCheck[] = [
  { name: 'QR code sign-in', open: (c) => openLoginProvider(c, 'qrcode', text(c.lang, 'auth', 'qr.title')) },
  { name: 'Telegram sign-in', open: (c) => openLoginProvider(c, 'Telegram', text(c.lang, 'auth', 'telegram.title')) },
  {
    name: 'sandbox account chooser',
    open: (c) => openLoginProvider(c, 'Google', text(c.lang, 'auth', 'sandboxChooser.title', { provider: 'Google' })),
  },
  {
    name: 'bot challenge',
    open: async (c) => {
      const chooser = await openLoginProvider(c, 'Google', text(c.lang, 'auth', 'sandboxChooser.title', { provider: 'Google' }));
      await chooser.getByLabel(text(c.lang, 'auth', 'sandboxChooser.email')).fill(PEOPLE.newcomer.email);
      await chooser.getByLabel(text(c.lang, 'auth', 'sandboxChooser.name')).fill(PEOPLE.newcomer.name);
      await chooser.getByRole('button', { name: text(c.lang, 'auth', 'sandboxChooser.signInAs') }).click();
      return c.page.getByRole('dialog', { name: text(c.lang, 'common', 'turnstile.title') });
    },
  },
];

const openAccountMenu = async ({ page, lang }: RouteContext) => {
  await accountMenu(page, PEOPLE.member.name, { lang }).click();
  return page.getByRole('menu');
};

/** A QR sign-in started by another browser, as the signed-in phone that scans it opens it. */
async function deviceLinkPath(): Promise<string> {
  const url = new URL('/core/v1/device-links/', 'http://127.0.0.1:4000');
  const key = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';
  url.searchParams.set('verify', signatureParam(key, url.pathname, Math.floor(Date.now() / 1000)));
  const deviceId = randomUUID();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'device-id': deviceId },
    body: JSON.stringify({
      device_id: deviceId,
      device_type: 'desktop',
      os: 'Windows 11 Pro for Workstations',
      device_name: 'Chromium on a shared family desktop computer in the living room',
    }),
  });
  const body = (await answer.json()) as { data?: { link_id: string } };
  if (answer.status !== 201 || !body.data) throw new Error(`No device link: ${answer.status} ${JSON.stringify(body)}`);
  return `/device-link/${body.data.link_id}`;
}

export const ROUTES: RouteCheck[] = [
  { name: 'home', session: 'visitor', path: () => '/', ready: (c) => h1(c, text(c.lang, 'home', 'hero.title')) },
  { name: 'sign-in', session: 'visitor', path: () => '/login', ready: (c) => h1(c), dialogs: SIGN_IN_DIALOGS },
  { name: 'sign-up', session: 'visitor', path: () => '/signup', ready: (c) => h1(c) },
  {
    name: 'channel page (visitor)',
    session: 'visitor',
    path: () => `/@${PEOPLE.member.slug}`,
    ready: (c) => h1(c, PEOPLE.member.channelName),
  },
  { name: 'contact us', session: 'visitor', path: () => '/contact-us', ready: (c) => h1(c, text(c.lang, 'contact', 'title')) },
  // The informational pages, except those that only send the visitor on.
  ...INFO_PAGES.filter((info) => !info.sendsOn && info.path !== '/contact-us').map((info): RouteCheck => ({
    name: info.path.slice(1),
    session: 'visitor',
    path: () => info.path,
    // The price list is the widest thing on /pricing: measure the page once it shows the table.
    ready: (c) => (info.path === '/pricing' ? c.page.getByRole('table') : h1(c, text(c.lang, info.ns, info.heading))),
  })),
  { name: 'TikTok return without a code', session: 'visitor', path: () => '/auth/tiktok', ready: (c) => h1(c) },
  {
    name: 'page not found',
    session: 'visitor',
    path: () => '/no-such-page',
    ready: (c) => h1(c, text(c.lang, 'common', 'errors.notFound.title')),
  },
  {
    name: 'channel creation',
    session: 'newcomer',
    path: () => '/',
    // The address suggestions arrive after the heading and take the most room.
    ready: (c) => c.page.getByText(text(c.lang, 'profile', 'channel.create.suggestions'), { exact: true }),
  },
  {
    name: 'home (signed in)',
    session: 'member',
    path: () => '/',
    ready: (c) => h1(c, text(c.lang, 'profile', 'channel.home.greeting', { name: PEOPLE.member.channelName! })),
    dialogs: [
      { name: 'account menu', open: openAccountMenu },
      {
        name: 'add another account',
        open: async (c) => {
          const menu = await openAccountMenu(c);
          await menu.getByRole('menuitem', { name: text(c.lang, 'common', 'account.addAnother') }).click();
          return c.page.getByRole('dialog');
        },
      },
    ],
  },
  {
    name: 'channel page (owner)',
    session: 'member',
    path: () => `/@${PEOPLE.member.slug}`,
    ready: (c) => c.page.getByRole('button', { name: text(c.lang, 'profile', 'channel.page.edit') }),
    dialogs: [
      {
        name: 'edit channel',
        open: async (c) => {
          await c.page.getByRole('button', { name: text(c.lang, 'profile', 'channel.page.edit') }).click();
          return c.page.getByRole('dialog');
        },
      },
    ],
  },
  { name: 'profile settings', session: 'member', path: () => '/settings/profile', ready: (c) => h1(c) },
  {
    // The member's channel has one tier: the list, the add button and the members' empty state.
    name: 'channel memberships',
    session: 'member',
    path: () => '/settings/channel',
    ready: (c) => c.page.getByText(text(c.lang, 'tiers', 'members.empty')),
    dialogs: [
      {
        name: 'new tier',
        open: async (c) => {
          await c.page.getByRole('button', { name: text(c.lang, 'tiers', 'settings.add') }).click();
          return c.page.getByRole('dialog', { name: text(c.lang, 'tiers', 'editor.newTitle') });
        },
      },
    ],
  },
  {
    name: 'my memberships',
    session: 'member',
    path: () => '/wallet/memberships',
    ready: (c) => c.page.getByText(text(c.lang, 'tiers', 'charges.empty')),
  },
  { name: 'QR sign-in approval', session: 'member', path: deviceLinkPath, ready: (c) => h1(c) },
  // The wallet: packages and methods arrive after the heading; /get-star waits for both lists.
  {
    name: 'get stars',
    session: 'member',
    path: () => '/get-star',
    ready: (c) => c.page.getByRole('radiogroup').nth(1),
    dialogs: [
      { name: 'card payment', open: openCardStep, shot: 'card-form' },
      {
        // A return with a payment the API does not know: the refused dialog, with the server's reason.
        name: 'checkout result',
        open: async (c) => {
          await c.page.goto(`${c.page.url()}?payment_intent_client_secret=pi_unknown_secret_reflow`);
          return c.page.getByRole('dialog', { name: text(c.lang, 'wallet', 'result.refusedTitle') });
        },
      },
    ],
  },
  {
    name: 'payment methods',
    session: 'member',
    path: () => '/settings/payment-methods',
    ready: (c) => h1(c),
    dialogs: [
      {
        name: 'add a card',
        open: async ({ page, lang }) => {
          await page.getByRole('button', { name: text(lang, 'wallet', 'paymentMethods.add') }).click();
          const dialog = page.getByRole('dialog', { name: text(lang, 'wallet', 'paymentMethods.add') });
          await dialog.getByLabel('Security code').waitFor();
          return dialog;
        },
      },
    ],
  },
  { name: 'transaction history', session: 'member', path: () => '/wallet/history', ready: (c) => h1(c) },
  { name: 'receipt', session: 'member', path: memberOrderPath, ready: (c) => c.page.getByRole('article') },
  { name: 'earnings', session: 'member', path: () => '/wallet/earnings', ready: (c) => h1(c) },
  {
    // No payout account yet: the set-up form with the country list, the widest state of the page.
    name: 'payouts',
    session: 'member',
    path: () => '/wallet/payouts',
    ready: (c) => c.page.getByRole('button', { name: text(c.lang, 'payouts', 'account.setUp') }),
  },
  { name: 'payout receipt', session: 'payee', path: payeePayoutPath, ready: (c) => c.page.getByRole('article') },
  {
    name: "someone else's channel (fan)",
    session: 'member',
    path: () => `/@${GIFTED.slug}`,
    // The supporters list arrives after the heading.
    ready: (c) => c.page.getByText(text(c.lang, 'gifts', 'supporters.empty')),
    dialogs: [
      {
        name: 'join a tier',
        open: async (c) => {
          await c.page.getByRole('button', { name: text(c.lang, 'tiers', 'channel.joinTier', { tier: GIFTED_TIER.name }) }).click();
          const dialog = c.page.getByRole('dialog');
          // The member has no stars: the longest confirmation, with the offer to get some.
          await dialog.getByText(text(c.lang, 'tiers', 'join.notEnough')).waitFor();
          return dialog;
        },
      },
      {
        name: 'send stars',
        shot: 'gift-dialog',
        open: async (c) => {
          await c.page.getByRole('button', { name: text(c.lang, 'gifts', 'send.action') }).click();
          const dialog = c.page.getByRole('dialog');
          // The member has no stars: the longest form, with the offer to get some.
          await dialog.getByText(text(c.lang, 'gifts', 'send.notEnough')).waitFor();
          return dialog;
        },
      },
    ],
  },
];

/** Answers the routes above produce on purpose (see fixtures.ts). */
export const ROUTE_FAILURES: ExpectedFailure[] = [
  // The saved language choice sends the visitor to the page in that language first.
  { status: 404, path: /^\/((id|fil|th|tw)\/)?no-such-page$/ },
  { status: 404, path: /^\/paymee\/payment\/v3\/stripe\/callback\/$/ },
];

let memberOrder: string | undefined;

/** The receipt of the member's card order: made once per run, left unpaid (its receipt shows it pending). */
async function memberOrderPath(): Promise<string> {
  if (!memberOrder) {
    const { tokens } = await apiSignIn(PEOPLE.member, randomUUID());
    const started = await apiAs(tokens).post<{ data?: { order: { id: string } } }>(
      '/paymee/checkout/v3/checkout/',
      { package_id: 'stars_100', method: 'card', country: 'US', return_url: 'http://localhost:3000/get-star' },
      { 'Idempotency-Key': 'reflow-member-order' },
    );
    if (started.status !== 200 || !started.body.data) throw new Error(`No order: ${started.status} ${JSON.stringify(started.body)}`);
    memberOrder = started.body.data.order.id;
  }
  return `/wallet/orders/${memberOrder}`;
}

/** Only the member's channel (its page as a visitor sees it), for a test of that one page. */
export const ensureMemberChannel = (): Promise<void> => ensureChannel(PEOPLE.member, MEMBER_TIER);

/** Creates the member's channel and the one it visits as a fan, once per run (the same people on every run of a fresh stack). */
export async function prepareRouteData(): Promise<void> {
  await ensureChannel(GIFTED, GIFTED_TIER);
  await ensureChannel(PEOPLE.member, MEMBER_TIER);
  await Promise.all(SUPPORTED_LANGUAGES.map(ensurePriceList));
  await payeePayoutPath();
}

/**
 * /pricing is built without an API (no price list) and regenerated on a visit once the API runs:
 * visits it in a language until the served page has the table, so the reflow check sees it.
 */
async function ensurePriceList(lang: Language): Promise<void> {
  const url = `http://localhost:3000/${lang === 'en' ? '' : `${lang}/`}pricing`;
  await expect
    .poll(async () => (await (await fetch(url)).text()).includes('<table'), { message: `${url} shows its price list`, timeout: 45_000 })
    .toBe(true);
}

async function ensureChannel(member: LongNamePerson, tier: TierSeed): Promise<void> {
  const { tokens } = await apiSignIn(member, randomUUID());
  const api = apiAs(tokens);
  const mine = await api.get('/core/v3/channel/my-channel/');
  if (mine.status !== 200) {
    const created = await api.post('/core/v3/channel/my-channel/', { slug: member.slug, display_name: member.channelName });
    if (created.status !== 201)
      throw new Error(`The channel of ${member.email} was not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const tiers = await api.get<{ data: unknown[] }>(`/core/v3/channel/channels/${member.slug}/tiers/manage/`);
  if (tiers.status === 200 && tiers.body.data.length > 0) return;
  const tiered = await api.post(`/core/v3/channel/channels/${member.slug}/tiers/`, tier);
  if (tiered.status !== 201)
    throw new Error(`The tier of ${member.email} was not created: ${tiered.status} ${JSON.stringify(tiered.body)}`);
}
