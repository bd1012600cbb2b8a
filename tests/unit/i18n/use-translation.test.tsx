import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type I18nBootstrap, createBrowserI18n, createServerI18n } from '@/services/i18n/create-i18n';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { LocaleAnswer } from '@/services/i18n/locales-backend';

const bootstrap: I18nBootstrap = {
  lng: 'th',
  resources: {
    th: { common: { nav: { signIn: 'เข้าสู่ระบบ' } } },
    en: { common: { nav: { signIn: 'Sign in' }, footer: 'Made for creators' } },
  },
};

function SignInButton() {
  const { t } = useTranslation();
  return (
    <button type="button">
      {t('nav.signIn')} · {t('footer')}
    </button>
  );
}

/** A component whose namespace the page did not hand over. */
function WalletTitle() {
  const { t, ready } = useTranslation('wallet');
  return <h1>{ready ? t('title') : 'not yet'}</h1>;
}

function answering(data: Record<string, Record<string, unknown>>) {
  const urls: string[] = [];
  const request = async (url: string): Promise<LocaleAnswer> => {
    urls.push(url);
    const [, , lng, file] = url.split('/');
    const bundle = data[lng!]?.[file!.replace('.json', '')];
    return bundle ? { status: 200, body: JSON.stringify(bundle) } : { status: 404, body: '' };
  };
  return { urls, request };
}

const inProvider = (i18n: I18n, ui: React.ReactNode) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;

describe('useTranslation', () => {
  it('re-renders its component when the language changes', async () => {
    const { request } = answering({ id: { common: { nav: { signIn: 'Masuk' } } } });
    const i18n = createBrowserI18n(bootstrap, { request });
    render(inProvider(i18n, <SignInButton />));
    expect(screen.getByRole('button')).toHaveTextContent('เข้าสู่ระบบ · Made for creators');
    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByRole('button')).toHaveTextContent('Masuk · Made for creators');
  });

  it('fetches a namespace the page did not bring and shows it when it arrives', async () => {
    const { urls, request } = answering({ th: { wallet: { title: 'กระเป๋าเงิน' } }, en: { wallet: { title: 'Wallet' } } });
    render(inProvider(createBrowserI18n(bootstrap, { request }), <WalletTitle />));
    expect(screen.getByRole('heading')).toHaveTextContent('not yet');
    expect(await screen.findByRole('heading', { name: 'กระเป๋าเงิน' })).toBeInTheDocument();
    expect(urls.sort()).toEqual(['/locales/en/wallet.json', '/locales/th/wallet.json']);
  });

  it('is ready with the keys once a namespace failed for good', async () => {
    const { request } = answering({});
    render(inProvider(createBrowserI18n(bootstrap, { request }), <WalletTitle />));
    expect(await screen.findByRole('heading', { name: 'title' })).toBeInTheDocument();
  });
});

describe('server render and hydration', () => {
  it('render the same text from the same bootstrap, so hydration changes nothing', async () => {
    const { request } = answering({ th: { wallet: { title: 'กระเป๋าเงิน' } }, en: { wallet: { title: 'Wallet' } } });
    const page = (
      <main>
        <SignInButton />
        <WalletTitle />
      </main>
    );
    const html = renderToString(inProvider(createServerI18n(bootstrap), page));
    expect(html).toContain('เข้าสู่ระบบ');
    expect(html).toContain('not yet');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, inProvider(createBrowserI18n(bootstrap, { request }), page), { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('heading', { name: 'กระเป๋าเงิน' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    container.remove();
  });
});
