import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { type Answer, type RouteRequest, serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { type EntryList, footerGroupKind, footerItemKind, menuKind, socialLinkKind } from './kinds.ts';
import { navigationView } from './read.ts';
import { createEntry, moveEntry, removeEntry, updateEntry } from './write.ts';

const { staffNavigation: at } = routes;

/** The routes that move an entry of a list, and those that remove one: the same for every kind. */
type MoveRoute = (typeof at)['moveMenu' | 'moveFooterGroup' | 'moveFooterItem' | 'moveSocialLink'];
type RemoveRoute = (typeof at)['deleteMenu' | 'deleteFooterGroup' | 'deleteFooterItem' | 'deleteSocialLink'];
/** A route of the navigation's: each answers the whole navigation. */
type NavigationRoute = (typeof at)[keyof typeof at];

/** Platform staff's menus, footer and social links (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffNavigationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  /** Every answer is the whole navigation as it now stands. */
  const answer = async (message: string) => ({ message, data: await navigationView(db) });
  return async (app) => {
    /** Registers a change: `run` makes it as the calling staff member, and the answer says `done`. */
    const change = <R extends NavigationRoute>(
      route: R,
      done: string,
      run: (staffId: number, request: RouteRequest<R>) => Promise<unknown>,
    ) =>
      serve(app, db, route, async (request) => {
        await run(authUser(request).id, request);
        // What every navigation route answers; TypeScript does not work out `Answer` of a route not yet known.
        return (await answer(done)) as Answer<R>;
      });
    /** Moving and removing an entry of `kind`, which `noun` names in the answers. */
    const moveAndRemove = (kind: EntryList, noun: string, move: MoveRoute, remove: RemoveRoute) => {
      change(move, `${noun} moved.`, (staffId, { params, body }) =>
        moveEntry(ctx, staffId, kind, params.id, body.position),
      );
      change(remove, `${noun} removed.`, (staffId, { params }) => removeEntry(ctx, staffId, kind, params.id));
    };

    serve(app, db, at.navigation, () => answer('Navigation'));

    change(at.createMenu, 'Menu link added.', (staffId, { body }) => createEntry(ctx, staffId, menuKind, body));
    change(at.updateMenu, 'Menu link saved.', (staffId, { params, body }) =>
      updateEntry(ctx, staffId, menuKind, params.id, body),
    );
    moveAndRemove(menuKind, 'Menu link', at.moveMenu, at.deleteMenu);

    change(at.createFooterGroup, 'Footer column added.', (staffId, { body }) =>
      createEntry(ctx, staffId, footerGroupKind, body),
    );
    change(at.updateFooterGroup, 'Footer column saved.', (staffId, { params, body }) =>
      updateEntry(ctx, staffId, footerGroupKind, params.id, body),
    );
    moveAndRemove(footerGroupKind, 'Footer column', at.moveFooterGroup, at.deleteFooterGroup);

    change(at.createFooterItem, 'Footer entry added.', (staffId, { params, body }) =>
      createEntry(ctx, staffId, footerItemKind, body, params.id),
    );
    change(at.updateFooterItem, 'Footer entry saved.', (staffId, { params, body }) =>
      updateEntry(ctx, staffId, footerItemKind, params.id, body),
    );
    moveAndRemove(footerItemKind, 'Footer entry', at.moveFooterItem, at.deleteFooterItem);

    change(at.createSocialLink, 'Social link added.', (staffId, { body }) =>
      createEntry(ctx, staffId, socialLinkKind, body),
    );
    change(at.updateSocialLink, 'Social link saved.', (staffId, { params, body }) =>
      updateEntry(ctx, staffId, socialLinkKind, params.id, body),
    );
    moveAndRemove(socialLinkKind, 'Social link', at.moveSocialLink, at.deleteSocialLink);
  };
}
