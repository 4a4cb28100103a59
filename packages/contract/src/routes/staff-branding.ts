import { staffBrandingBodySchema, staffBrandingResponseSchema } from '../schemas/staff-branding.ts';
import { staffBrandingEndpoints } from './endpoints/staff-branding.ts';
import { route } from './route.ts';

const at = staffBrandingEndpoints.staffBranding;
const tag = 'Staff branding';
const access = 'staff';

/**
 * Platform staff keep the storefront's branding: its name, pictures, footer sentences (in every
 * language), hotline, address, app-store links and theme colours. Each change goes into the
 * audit log and shows on the storefront at its next page load.
 */
export const staffBranding = {
  branding: route(at.branding, {
    summary: "The storefront's branding and theme, with the footer's sentences in every other language",
    tag,
    access,
    data: staffBrandingResponseSchema,
  }),
  update: route(at.update, {
    summary: 'Change the settings sent (only those); the theme colours are replaced whole',
    tag,
    access,
    body: staffBrandingBodySchema,
    data: staffBrandingResponseSchema,
  }),
  // Multipart forms, so no JSON body here: the server checks the file by its content.
  uploadLogo: route(at.uploadLogo, {
    summary: "Replace the storefront's logo (multipart, a web_logo image of at most 2 MB)",
    tag,
    access,
    data: staffBrandingResponseSchema,
  }),
  uploadFooterLogo: route(at.uploadFooterLogo, {
    summary: "Replace the footer's logo (multipart, a web_footer_logo image of at most 2 MB)",
    tag,
    access,
    data: staffBrandingResponseSchema,
  }),
  uploadQr: route(at.uploadQr, {
    summary: "Replace the footer's app QR picture (multipart, a footer_qr image of at most 2 MB)",
    tag,
    access,
    data: staffBrandingResponseSchema,
  }),
};

export const staffBrandingRoutes = { staffBranding };
