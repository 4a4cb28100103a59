import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's languages (routes in ../staff-languages.ts). */
export const staffLanguagesEndpoints = {
  staffLanguages: {
    languages: { method: 'GET', path: '/staff/languages' },
    language: { method: 'GET', path: '/staff/languages/:id' },
    create: { method: 'POST', path: '/staff/languages' },
    update: { method: 'PUT', path: '/staff/languages/:id' },
    makeDefault: { method: 'POST', path: '/staff/languages/:id/default' },
    move: { method: 'POST', path: '/staff/languages/:id/move' },
    strings: { method: 'GET', path: '/staff/languages/:id/strings' },
    saveStrings: { method: 'PUT', path: '/staff/languages/:id/strings' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
