import { staffAccountsBodySchema, staffAccountsResponseSchema } from '../schemas/staff-accounts.ts';
import { staffAccountsEndpoints } from './endpoints/staff-accounts.ts';
import { route } from './route.ts';

const at = staffAccountsEndpoints.staffAccounts;
const tag = 'Staff accounts';
const access = 'staff';

/**
 * Platform staff's account settings: registration and reset codes, phone rules, social sign-in
 * per provider and reCAPTCHA. Secrets are write-only: answers say whether one is saved and
 * which is in force, never its value. Each change goes into the audit log and shows on the
 * storefront at its next page load.
 */
export const staffAccounts = {
  accounts: route(at.accounts, {
    summary: 'Sign-up and reset codes, phone rules, social sign-in and reCAPTCHA, with how the server delivers codes',
    tag,
    access,
    data: staffAccountsResponseSchema,
  }),
  update: route(at.update, {
    summary: 'Change the settings sent (only those); a secret sent replaces the saved one, null clears it',
    tag,
    access,
    body: staffAccountsBodySchema,
    data: staffAccountsResponseSchema,
  }),
};

export const staffAccountRoutes = { staffAccounts };
