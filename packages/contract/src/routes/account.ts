import {
  addressBodySchema,
  addressesResponseSchema,
  addressIdParamSchema,
  addressResponseSchema,
  dashboardResponseSchema,
  favoriteToggleBodySchema,
  favoriteToggleResponseSchema,
  productListResponseSchema,
  profileResponseSchema,
} from '../schemas/account.ts';
import {
  changePasswordBodySchema,
  loginBodySchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  sessionSchema,
  socialProviderParamSchema,
  socialTokenBodySchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '../schemas/auth.ts';
import { noDataSchema } from '../schemas/common.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { route } from './route.ts';

const auth = accountEndpoints.auth;
const account = accountEndpoints.account;
const addresses = accountEndpoints.addresses;
const favorites = accountEndpoints.favorites;

/** Routes of the account areas, each at its endpoint (endpoints/account.ts). */
export const accountRoutes = {
  /**
   * Customers' sign-in, sign-up, one-time codes, password reset and sign-out. Sign-in and codes
   * are throttled by the server (failed logins, codes per identifier and address, sign-ups per
   * hour), and a login passes reCAPTCHA when the settings turn it on.
   */
  auth: {
    login: route(auth.login, {
      summary: 'Sign in by email or phone and password: a bearer token and the account',
      tag: 'Sign-in',
      access: 'public',
      body: loginBodySchema,
      data: sessionSchema,
    }),
    register: route(auth.register, {
      summary: "A new customer account, signed in at once (every field's problem answered together)",
      tag: 'Sign-in',
      access: 'public',
      body: registrationBodySchema,
      data: sessionSchema,
    }),
    sendOtp: route(auth.sendOtp, {
      summary: 'Send a one-time code to an email or phone (sign-up verification or password reset)',
      tag: 'Sign-in',
      access: 'public',
      body: sendOtpBodySchema,
      data: sendOtpResponseSchema,
    }),
    verifyOtp: route(auth.verifyOtp, {
      summary: 'Check a one-time code; a password-reset code answers the reset token',
      tag: 'Sign-in',
      access: 'public',
      body: verifyOtpBodySchema,
      data: verifyOtpResponseSchema.optional(),
    }),
    resetPassword: route(auth.resetPassword, {
      summary: "Set a new password with a reset token, ending the account's sessions",
      tag: 'Sign-in',
      access: 'public',
      body: resetPasswordBodySchema,
      data: noDataSchema,
    }),
    logout: route(auth.logout, {
      summary: "End this token's session",
      tag: 'Sign-in',
      access: 'customer',
      data: noDataSchema,
    }),
    socialSignIn: route(auth.socialSignIn, {
      summary: "Sign in with Google, Facebook or Apple by the provider's code or token",
      tag: 'Sign-in',
      access: 'public',
      params: socialProviderParamSchema,
      body: socialTokenBodySchema,
      data: sessionSchema,
    }),
  },
  /** The signed-in customer's own account. */
  account: {
    profile: route(account.profile, {
      summary: 'The account',
      tag: 'Account',
      access: 'customer',
      data: profileResponseSchema,
    }),
    // A multipart form (it may carry the photo), so no JSON body here: the server checks the
    // fields with updateProfileBodySchema and the photo by its content.
    updateProfile: route(account.updateProfile, {
      summary: 'Change the fields sent (multipart, with an optional profile_photo image of at most 2 MB)',
      tag: 'Account',
      access: 'customer',
      data: profileResponseSchema,
    }),
    changePassword: route(account.changePassword, {
      summary: "Change the password by the current one, ending the account's other sessions",
      tag: 'Account',
      access: 'customer',
      body: changePasswordBodySchema,
      data: noDataSchema,
    }),
    dashboard: route(account.dashboard, {
      summary: "The account home's counts",
      tag: 'Account',
      access: 'customer',
      data: dashboardResponseSchema,
    }),
    recentlyViewed: route(account.recentlyViewed, {
      summary: 'The last ten viewed products still on sale, newest first',
      tag: 'Account',
      access: 'customer',
      data: productListResponseSchema,
    }),
  },
  /** Saved delivery addresses; another customer's address answers 404. */
  addresses: {
    list: route(addresses.list, {
      summary: 'The saved addresses, the default first',
      tag: 'Addresses',
      access: 'customer',
      data: addressesResponseSchema,
    }),
    show: route(addresses.show, {
      summary: 'One saved address',
      tag: 'Addresses',
      access: 'customer',
      params: addressIdParamSchema,
      data: addressResponseSchema,
    }),
    store: route(addresses.store, {
      summary: 'Save an address (the first, or one marked default, becomes the default)',
      tag: 'Addresses',
      access: 'customer',
      body: addressBodySchema,
      data: addressResponseSchema,
    }),
    update: route(addresses.update, {
      summary: 'Change an address (marked default, it becomes the only default)',
      tag: 'Addresses',
      access: 'customer',
      params: addressIdParamSchema,
      body: addressBodySchema,
      data: addressResponseSchema,
    }),
    delete: route(addresses.delete, {
      summary: 'Delete an address no order uses (the next becomes the default)',
      tag: 'Addresses',
      access: 'customer',
      params: addressIdParamSchema,
      data: noDataSchema,
    }),
  },
  /** The customer's favourite products. */
  favorites: {
    toggle: route(favorites.toggle, {
      summary: 'Add a product on sale to the favourites, or remove it: its card with the new is_favorite',
      tag: 'Favourites',
      access: 'customer',
      body: favoriteToggleBodySchema,
      data: favoriteToggleResponseSchema,
    }),
    products: route(favorites.products, {
      summary: 'The favourite products still on sale, newest first',
      tag: 'Favourites',
      access: 'customer',
      data: productListResponseSchema,
    }),
  },
};
