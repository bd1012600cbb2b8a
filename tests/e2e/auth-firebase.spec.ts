import {
  accountMenu,
  alertWith,
  expect,
  expectSignedInAs,
  signInWithFirebase,
  signInWithGoogle,
  test,
  text,
  uniquePerson,
} from './support/ui-sign-in';

test.describe('sign-in with Google, Facebook, Apple and Twitter (Firebase Auth emulator)', () => {
  test('signs up with Google through the sandbox chooser and lands on / with the name in the header', async ({ page }) => {
    const person = uniquePerson('gina');
    await page.goto('/signup');
    await signInWithGoogle(page, person);

    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, person.name);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // The chooser remembers the account for the next time, like the emulator's own.
    await accountMenu(page, person.name).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google (sandbox)' });
    await expect(chooser.getByRole('button', { name: new RegExp(person.name) })).toBeVisible();
    await chooser.getByRole('button', { name: 'Cancel' }).click();
    await expect(chooser).toBeHidden();
    // Cancelling is not a failure: no message, and every provider is usable again.
    await expect(alertWith(page, /\S/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('/login and /signup send a signed-in visitor to / (and honour a same-origin redirect after sign-in)', async ({ page }) => {
    const person = uniquePerson('rhea');
    await page.goto('/login?redirect=%2Fsignup%3Fx%3D1');
    await signInWithGoogle(page, person);
    // A redirect back to the sign-in pages would loop: it falls back to /.
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, person.name);

    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expectSignedInAs(page, person.name);
    }
  });

  for (const provider of ['Facebook', 'Apple', 'Twitter'] as const) {
    test(`signs in with ${provider}`, async ({ page }) => {
      const person = uniquePerson(provider.toLowerCase());
      await page.goto('/login');
      await signInWithFirebase(page, provider, person);
      await expect(page).toHaveURL('/');
      await expectSignedInAs(page, person.name);
    });
  }

  test('signing out leaves Firebase and the API signed out; signing in again finds the same account', async ({ page }) => {
    const person = uniquePerson('sol');
    await page.goto('/login');
    await signInWithGoogle(page, person);
    // The header shows the account on /login already; a menu opened before the move to / closes with it.
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, person.name);

    const logout = page.waitForResponse((response) => response.url().includes('/core/v1/logout/'));
    await accountMenu(page, person.name).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/login');
    await signInWithGoogle(page, { email: person.email });
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, person.name);
  });

  test('the whole Google flow in Thai', async ({ page }) => {
    const person = uniquePerson('somchai');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByRole('link', { name: text('th', 'common', 'nav.signIn') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('th', 'auth', 'signInTitle') })).toBeVisible();

    await signInWithGoogle(page, person, { lang: 'th' });

    await expect(page).toHaveURL('/th');
    await expectSignedInAs(page, person.name, { lang: 'th' });
  });
});
