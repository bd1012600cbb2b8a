import { act, type ReactElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Deferred } from '@/components/ui/deferred';
import { createTestI18n } from '../support/app-test-kit';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <p>
      <a href="https://example.com/elsewhere">A link</a>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
    </p>
  );
}

/** A page with a deferred part, in the language of `i18n`. */
const pageWithParts = (i18n: I18n): ReactElement => (
  <I18nextProvider i18n={i18n}>
    <main>
      <h1>Above the fold</h1>
      <Deferred>
        <Counter />
      </Deferred>
    </main>
  </I18nextProvider>
);

/** The page as the server sent it, then hydrated as the browser does. */
async function hydrateServedPage(page: ReactElement): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { container, root: root! };
}

let i18n: I18n;
beforeEach(async () => {
  i18n = await createTestI18n('en', ['common']);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Deferred', () => {
  it('stays the server HTML until a pointer comes over it, then hydrates', async () => {
    const { root } = await hydrateServedPage(pageWithParts(i18n));
    const served = screen.getByRole('link', { name: 'A link' });

    // The served text and link stay on screen, but React does not run them yet.
    expect(served).toHaveAttribute('href', 'https://example.com/elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A link' })).toBe(served);

    await act(async () => fireEvent.pointerOver(served));
    await waitFor(() => expect(screen.getByRole('link', { name: 'A link' })).not.toBe(served));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('keeps the pressed server nodes until the press ends, so a tap keeps its click', async () => {
    const { root } = await hydrateServedPage(pageWithParts(i18n));
    const served = screen.getByRole('link', { name: 'A link' });

    await act(async () => {
      fireEvent.pointerOver(served);
      fireEvent.pointerDown(served);
    });
    // Used while pressed: the node under the finger is still the server's.
    expect(screen.getByRole('link', { name: 'A link' })).toBe(served);

    fireEvent.pointerUp(served);
    // Released a task later: the hydrated copy replaces the served nodes.
    await waitFor(() => expect(screen.getByRole('link', { name: 'A link' })).not.toBe(served));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('hydrates at once when the keyboard moves focus into it, and keeps the focus where it went', async () => {
    const { root } = await hydrateServedPage(pageWithParts(i18n));

    await act(async () => screen.getByRole('button', { name: 'Clicked 0' }).focus());
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('hydrates when the page changes language, so it never keeps the language it was served in', async () => {
    const { root } = await hydrateServedPage(pageWithParts(i18n));
    const served = screen.getByRole('link', { name: 'A link' });

    await act(async () => {
      await i18n.changeLanguage('th');
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'A link' })).not.toBe(served));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('renders its children at once on a client render (a navigation), where there is no server HTML to keep', () => {
    render(pageWithParts(i18n));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
