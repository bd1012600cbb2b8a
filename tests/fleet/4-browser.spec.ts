import { expect, test } from '../e2e/fixtures';
import { expectSignedInAs, signInWithGoogle, uniquePerson } from '../e2e/support/ui-sign-in';
import { CARDS, PAYMENT_FAILURES, expecting, headerBalance, payWithNewCard } from '../e2e/support/wallet';
import { BALANCER, call } from './support/fleet';
import { newAccount, newChannel } from './support/people';

test.describe('issue 28, test 6: the product in a browser through the balancer', () => {
  test.use({ expectedFailures: expecting(PAYMENT_FAILURES.cardCallbackRefused, PAYMENT_FAILURES.cardCallbackPending) });

  test('a person signs up, buys stars by card and gifts a channel', async ({ page }) => {
    const creator = await newAccount('Creator');
    const slug = await newChannel(creator, 'Fleet Gifted');

    // Sign-up through the UI: the sandbox's Google chooser, then the bot challenge (every sign-in is challenged).
    const person = uniquePerson('fleet');
    await page.goto('/signup');
    await signInWithGoogle(page, person);
    await expectSignedInAs(page, person.name);

    // Every signed-in user holds a channel (spec §2): a new one is asked to create it first.
    await expect(page.getByRole('heading', { level: 1, name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText(/^starlit\/@.+ is available$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/@/);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

    await page.goto('/get-star');
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 0 STAR');
    await expect(page.getByRole('radio', { name: /100 STAR/ })).toBeChecked();
    await payWithNewCard(page, CARDS.visa);
    const done = page.getByRole('dialog', { name: 'Order is completed' });
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 100 STAR');

    await page.goto(`/${slug}`);
    await page.getByRole('button', { name: 'Send stars' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send stars to Fleet Gifted' });
    await expect(dialog.getByText('Your balance: 100 STAR')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Custom amount' }).fill('60');
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Through the balancer');
    await dialog.getByRole('button', { name: 'Send 60 STAR' }).click();
    await expect(page.getByText('You sent 60 STAR to Fleet Gifted.')).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName('STAR balance: 40 STAR');

    const gifts = await call(BALANCER.api, `/core/v3/channel/channels/${slug}/gifts/`);
    expect(gifts.body.data).toHaveLength(1);
    expect(gifts.body.data[0]).toMatchObject({ stars: 60, message: 'Through the balancer' });
  });
});
