import { expect, test } from './journey.ts';
import { socialBaseURL } from '../playwright.config.ts';
import { DEMO_CUSTOMER, openLogin } from './support.ts';

// The second journey server: reCAPTCHA on, with a local stand-in for the widget and its verifier.
test.use({ baseURL: socialBaseURL });

test('login with reCAPTCHA on is refused until the box is ticked, then succeeds', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/login')) logins.push(request.url());
  });
  await page.goto('/');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const robot = dialog.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeVisible();
  const logIn = dialog.getByRole('button', { name: 'Log in' });
  const required = dialog.getByText('Please complete the reCAPTCHA verification.');

  await logIn.click();
  await expect(required).toBeVisible();
  expect(logins).toHaveLength(0);

  // A failed login uses up the answer: the box is reset and must be ticked again.
  await robot.check();
  await expect(required).toBeHidden();
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await logIn.click();
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(robot).not.toBeChecked();
  await logIn.click();
  await expect(required).toBeVisible();
  expect(logins).toHaveLength(1);

  await robot.check();
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await logIn.click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(logins).toHaveLength(2);
});
