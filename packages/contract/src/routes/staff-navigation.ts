import {
  staffFooterGroupBodySchema,
  staffFooterItemBodySchema,
  staffMenuBodySchema,
  staffNavigationMoveBodySchema,
  staffNavigationParamsSchema,
  staffNavigationSchema,
  staffSocialLinkBodySchema,
} from '../schemas/staff-navigation.ts';
import { staffNavigationEndpoints } from './endpoints/staff-navigation.ts';
import { type Endpoint, type Route, route } from './route.ts';

const at = staffNavigationEndpoints.staffNavigation;
const params = staffNavigationParamsSchema;

/** A staff route of the navigation's: each answers the whole navigation, in the storefront's order. */
const navigationRoute = <const E extends Endpoint, const S extends Pick<Route, 'summary' | 'params' | 'body'>>(
  endpoint: E,
  spec: S,
) => route(endpoint, { ...spec, tag: 'Staff navigation', access: 'staff', data: staffNavigationSchema });

/** Moving an entry of a list (`:id`) to another place among its siblings. */
const move = <const E extends Endpoint>(endpoint: E, summary: string) =>
  navigationRoute(endpoint, { summary, params, body: staffNavigationMoveBodySchema });

/** Removing an entry of a list (`:id`). */
const remove = <const E extends Endpoint>(endpoint: E, summary: string) =>
  navigationRoute(endpoint, { summary, params });

/**
 * Platform staff keep the storefront's header menu, footer columns (and their entries) and
 * social links: add, change, reorder and remove each, with texts in the other languages. Each
 * change goes into the audit log and shows in the storefront at its next page load.
 */
export const staffNavigation = {
  navigation: navigationRoute(at.navigation, {
    summary: 'The header menu, the footer columns with their entries and the social links, in order',
  }),
  createMenu: navigationRoute(at.createMenu, { summary: 'Add a menu link (last)', body: staffMenuBodySchema }),
  updateMenu: navigationRoute(at.updateMenu, {
    summary: "Change a menu link's name, address, target or texts",
    params,
    body: staffMenuBodySchema,
  }),
  moveMenu: move(at.moveMenu, 'Move a menu link to another place'),
  deleteMenu: remove(at.deleteMenu, 'Remove a menu link'),
  createFooterGroup: navigationRoute(at.createFooterGroup, {
    summary: 'Add a footer column (last)',
    body: staffFooterGroupBodySchema,
  }),
  updateFooterGroup: navigationRoute(at.updateFooterGroup, {
    summary: "Change a footer column's title or its texts",
    params,
    body: staffFooterGroupBodySchema,
  }),
  moveFooterGroup: move(at.moveFooterGroup, 'Move a footer column to another place'),
  deleteFooterGroup: remove(at.deleteFooterGroup, 'Remove a footer column with its entries'),
  createFooterItem: navigationRoute(at.createFooterItem, {
    summary: 'Add an entry (last) to a footer column',
    params,
    body: staffFooterItemBodySchema,
  }),
  updateFooterItem: navigationRoute(at.updateFooterItem, {
    summary: "Change a footer entry's type, title, link or texts",
    params,
    body: staffFooterItemBodySchema,
  }),
  moveFooterItem: move(at.moveFooterItem, 'Move a footer entry to another place in its column'),
  deleteFooterItem: remove(at.deleteFooterItem, 'Remove a footer entry'),
  createSocialLink: navigationRoute(at.createSocialLink, {
    summary: 'Add a social link (last)',
    body: staffSocialLinkBodySchema,
  }),
  updateSocialLink: navigationRoute(at.updateSocialLink, {
    summary: "Change a social link's name, address or logo",
    params,
    body: staffSocialLinkBodySchema,
  }),
  moveSocialLink: move(at.moveSocialLink, 'Move a social link to another place'),
  deleteSocialLink: remove(at.deleteSocialLink, 'Remove a social link'),
};

export const staffNavigationRoutes = { staffNavigation };
