import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's branding and theme pages (routes in ../staff-branding.ts). */
export const staffBrandingEndpoints = {
  staffBranding: {
    branding: { method: 'GET', path: '/staff/branding' },
    update: { method: 'PUT', path: '/staff/branding' },
    uploadLogo: { method: 'POST', path: '/staff/branding/web-logo' },
    uploadFooterLogo: { method: 'POST', path: '/staff/branding/footer-logo' },
    uploadQr: { method: 'POST', path: '/staff/branding/footer-qr' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
