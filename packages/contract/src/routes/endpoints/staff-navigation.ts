import type { Endpoint } from '../route.ts';

/** Endpoints of platform staff's menus, footer and social links pages (routes in ../staff-navigation.ts). */
export const staffNavigationEndpoints = {
  staffNavigation: {
    navigation: { method: 'GET', path: '/staff/navigation' },
    createMenu: { method: 'POST', path: '/staff/navigation/menus' },
    updateMenu: { method: 'PUT', path: '/staff/navigation/menus/:id' },
    moveMenu: { method: 'POST', path: '/staff/navigation/menus/:id/move' },
    deleteMenu: { method: 'DELETE', path: '/staff/navigation/menus/:id' },
    createFooterGroup: { method: 'POST', path: '/staff/navigation/footer-groups' },
    updateFooterGroup: { method: 'PUT', path: '/staff/navigation/footer-groups/:id' },
    moveFooterGroup: { method: 'POST', path: '/staff/navigation/footer-groups/:id/move' },
    deleteFooterGroup: { method: 'DELETE', path: '/staff/navigation/footer-groups/:id' },
    createFooterItem: { method: 'POST', path: '/staff/navigation/footer-groups/:id/items' },
    updateFooterItem: { method: 'PUT', path: '/staff/navigation/footer-items/:id' },
    moveFooterItem: { method: 'POST', path: '/staff/navigation/footer-items/:id/move' },
    deleteFooterItem: { method: 'DELETE', path: '/staff/navigation/footer-items/:id' },
    createSocialLink: { method: 'POST', path: '/staff/navigation/social-links' },
    updateSocialLink: { method: 'PUT', path: '/staff/navigation/social-links/:id' },
    moveSocialLink: { method: 'POST', path: '/staff/navigation/social-links/:id/move' },
    deleteSocialLink: { method: 'DELETE', path: '/staff/navigation/social-links/:id' },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
