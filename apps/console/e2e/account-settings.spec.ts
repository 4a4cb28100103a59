import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import type { StaffAccounts, StaffAccountsBody } from '@souk/contract';
import { expectAccessible } from '../../web/e2e/a11y-support.ts';
import { storefrontRunning } from '../../web/e2e/journey.ts';
import { openLogin, toast } from '../../web/e2e/support.ts';
import { signInAsStaff } from './staff.ts';

/**
 * What each project changes: settings of its own, so the two runs side by side never undo each
 * other's, and only ones the journeys running meanwhile do not feel (a provider that stays off,
 * the reset-code channel in local mode, where phone codes land in the outbox, and a longest phone
 * above the 10 digits every other journey's shoppers sign up with).
 */
const PLANS = {
  'console-desktop': {
    provider: 'google',
    group: 'Google',
    id: 'Client id',
    secret: 'Client secret',
    variable: 'GOOGLE_CLIENT_SECRET',
    change: 'reset channel',
  },
  'console-phone': {
    provider: 'facebook',
    group: 'Facebook',
    id: 'App id',
    secret: 'App secret',
    variable: 'FACEBOOK_APP_SECRET',
    change: 'most digits',
  },
} as const;
const MOST_DIGITS = 12;

/** The signed-in staff member's token, as the console keeps it. */
const staffTokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('souk-console-session') ?? '{}') as { access: { token: string } }).access.token,
  );

async function accounts(request: APIRequestContext, token: string): Promise<StaffAccounts> {
  const response = await request.get('/api/staff/accounts', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { accounts: StaffAccounts } }).data.accounts;
}

async function restore(request: APIRequestContext, token: string, body: StaffAccountsBody): Promise<void> {
  const response = await request.put('/api/staff/accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The storefront's login dialog on a fresh page, as a shopper's next visit opens it, then `next` of its buttons. */
async function storefrontDialog(page: Page, next: 'Forgot Password?' | 'Sign Up'): Promise<Page> {
  const shopper = await page.context().newPage();
  await shopper.goto('/');
  await storefrontRunning(shopper);
  await openLogin(shopper);
  await shopper.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: next }).click();
  return shopper;
}

test('platform staff change account settings and a provider’s secret; the storefront follows at its next load', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const plan = PLANS[testInfo.project.name as keyof typeof PLANS] ?? PLANS['console-desktop'];
  const clientId = `souk-e2e-${plan.provider}-id`;

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Accounts and sign-in', level: 1 })).toBeVisible();
  await expect(page.getByTestId('code-delivery')).toContainText('local mode');
  await expectAccessible(page, 'console accounts');

  const token = await staffTokenOf(page);
  const original = await accounts(page.request, token);
  const most = page.getByLabel('Most digits');
  const fewest = page.getByLabel('Fewest digits');
  const save = page.getByRole('button', { name: 'Save account settings' });
  const provider = page.getByRole('group', { name: plan.group });
  const secret = provider.getByLabel(plan.secret);
  try {
    // As the form loaded them (the other project may have its own longest phone saved meanwhile).
    const loaded = { fewest: await fewest.inputValue(), most: await most.inputValue() };
    // Beyond what the contract allows: refused in the form, under the field.
    await most.fill('25');
    await save.click();
    await expect(most).toHaveAttribute('aria-invalid', 'true');
    await expect(most).toHaveAccessibleDescription(/may not be greater than 20/);
    // Each allowed alone, wrong together: the server refuses, and says so under the field.
    await most.fill('14');
    await fewest.fill('15');
    await save.click();
    await expect(fewest).toHaveAttribute('aria-invalid', 'true');
    await expect(fewest).toHaveAccessibleDescription(
      'The phone minimum length may not be greater than the maximum length (14). A whole number from 4 to 20.',
    );
    await expectAccessible(page, 'console accounts, refused lengths');
    // Back as loaded: unchanged, so not sent.
    await fewest.fill(loaded.fewest);
    await most.fill(loaded.most);

    if (plan.change === 'reset channel') await page.getByLabel('Password reset codes go by').selectOption('phone');
    else await most.fill(String(MOST_DIGITS));
    // The provider's id and secret (it stays off), then Enter, as a keyboard user saves.
    await expect(provider.getByLabel(`Offer sign-in with ${plan.group}`)).not.toBeChecked();
    await provider.getByLabel(plan.id).fill(clientId);
    await expect(secret).toHaveAccessibleDescription(`None yet: type one, or set ${plan.variable} on the server.`);
    await secret.fill(`e2e-${plan.provider}-secret`);
    await secret.press('Enter');
    await expect(toast(page, 'Account settings saved')).toBeVisible();
    // Write-only: the field is blank again, the hint says one is saved, no answer has it.
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription(/A secret is saved here/);
    const saved = await accounts(page.request, token);
    expect(saved.social_auths[plan.provider]).toEqual({
      is_active: false,
      client_id: clientId,
      has_secret: true,
      secret_source: 'console',
    });
    expect(JSON.stringify(saved)).not.toContain(`e2e-${plan.provider}-secret`);

    // The storefront's next load.
    if (plan.change === 'reset channel') {
      const shopper = await storefrontDialog(page, 'Forgot Password?');
      const field = shopper.getByRole('dialog', { name: 'Forgot Password' }).getByLabel('Email or Phone Number');
      await expect(field).toHaveAttribute('type', 'tel');
      await shopper.close();
    } else {
      const shopper = await storefrontDialog(page, 'Sign Up');
      const field = shopper.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Phone Number');
      await field.fill('1234567890123456');
      await expect(field).toHaveValue('1234567890123456'.slice(0, MOST_DIGITS));
      await shopper.close();
    }

    // The saved secret removed, by keyboard: Tab from the field to its box, Space, then save.
    await secret.focus();
    await page.keyboard.press('Tab');
    const remove = provider.getByLabel('Remove the saved secret');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Space');
    await expect(secret).toBeDisabled();
    await expect(secret).toHaveAccessibleDescription('The saved secret is removed when you save.');
    await expectAccessible(page, 'console accounts, removing a secret');
    await save.click();
    await expect(secret).toHaveAccessibleDescription(/None yet/);
    expect((await accounts(page.request, token)).social_auths[plan.provider].has_secret).toBe(false);
  } finally {
    await restore(page.request, token, {
      ...(plan.change === 'reset channel'
        ? { forgot_otp_type: original.forgot_otp_type }
        : { phone_max_length: original.phone_max_length }),
      social_auths: {
        [plan.provider]: { client_id: original.social_auths[plan.provider].client_id, client_secret: null },
      },
    });
  }

  // In Arabic, right to left, with the original back in the form.
  await page.reload();
  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الحسابات وتسجيل الدخول', level: 1 })).toBeVisible();
  const arabicMost = page.getByLabel('أكثر عدد من الأرقام');
  if (plan.change === 'reset channel') {
    await expect(page.getByLabel('تُرسل رموز استعادة كلمة المرور عبر')).toHaveValue(original.forgot_otp_type);
  } else {
    await expect(arabicMost).toHaveValue(String(original.phone_max_length));
  }
  await expectAccessible(page, 'console accounts, Arabic');
  await arabicMost.fill('3');
  await page.getByRole('button', { name: 'احفظ إعدادات الحسابات' }).click();
  await expect(arabicMost).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'console accounts, Arabic, refused length');
});
