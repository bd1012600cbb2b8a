import { SESSION_HINT_SCRIPT } from '@/components/document/session-hint-script';
import { SESSION_RESTORING_ATTRIBUTE, mayHaveStoredSession } from '@/services/auth/stored-session-hint';

/** Runs the document's inline hint the way the browser does, as a classic script in the page. */
function runHint(): boolean {
  document.documentElement.removeAttribute(SESSION_RESTORING_ATTRIBUTE);
  new Function(SESSION_HINT_SCRIPT)();
  return document.documentElement.hasAttribute(SESSION_RESTORING_ATTRIBUTE);
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  window.localStorage.clear();
  clearCookies();
  document.documentElement.removeAttribute(SESSION_RESTORING_ATTRIBUTE);
});

describe("the document's session hint (the header's 'Sign in' waits while a stored session restores)", () => {
  it('marks nothing for a guest with empty storage, like mayHaveStoredSession', () => {
    document.cookie = 'other=1; path=/';
    expect(runHint()).toBe(false);
    expect(mayHaveStoredSession()).toBe(false);
  });

  it.each([
    ['an identify record', () => window.localStorage.setItem('user_token_identify', '{}')],
    ['a current account id', () => window.localStorage.setItem('user_id', '"u1"')],
    ['a session cookie', () => (document.cookie = 't_uat=abc; path=/')],
    ['an expiry cookie among others', () => (document.cookie = 'x=1; path=/') && (document.cookie = 't_uei=5; path=/')],
  ])('marks the page with %s, as mayHaveStoredSession decides', (_, store) => {
    store();
    expect(runHint()).toBe(true);
    expect(mayHaveStoredSession()).toBe(true);
  });

  it('does not take a cookie whose name only ends like a session one', () => {
    document.cookie = 'not_t_uid=1; path=/';
    expect(runHint()).toBe(false);
  });

  it('counts storage that throws as no session, without an error', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(runHint()).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });
});
