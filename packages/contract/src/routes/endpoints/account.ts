import type { Endpoint } from '../route.ts';

/** Endpoints of the account areas (routes in ../account.ts). */
export const accountEndpoints = {
  auth: {
    login: { method: 'POST', path: '/login' },
    register: { method: 'POST', path: '/registration' },
    sendOtp: { method: 'POST', path: '/send-otp' },
    verifyOtp: { method: 'POST', path: '/verify-otp' },
    resetPassword: { method: 'POST', path: '/reset-password' },
    logout: { method: 'GET', path: '/logout' },
    socialSignIn: { method: 'POST', path: '/auth/:provider/token' },
  },
  account: {
    profile: { method: 'GET', path: '/profile' },
    updateProfile: { method: 'POST', path: '/update-profile' },
    changePassword: { method: 'POST', path: '/change-password' },
    dashboard: { method: 'GET', path: '/dashboard' },
    recentlyViewed: { method: 'GET', path: '/recently-views' },
  },
  addresses: {
    list: { method: 'GET', path: '/addresses' },
    show: { method: 'GET', path: '/address/:id' },
    store: { method: 'POST', path: '/address/store' },
    update: { method: 'POST', path: '/address/:id/update' },
    delete: { method: 'DELETE', path: '/address/:id/delete' },
  },
  favorites: {
    toggle: { method: 'POST', path: '/favorite-add-or-remove' },
    products: { method: 'GET', path: '/favorite-products' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
