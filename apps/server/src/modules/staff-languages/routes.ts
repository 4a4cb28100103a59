import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { makeDefaultLanguage } from './make-default.ts';
import { moveLanguage } from './move.ts';
import { languageList, languagePage } from './read.ts';
import { createLanguage, saveLanguage } from './save.ts';
import { saveStrings, stringsPage } from './strings.ts';

const { staffLanguages } = routes;

/** Platform staff's languages: add one with its direction, choose the default, and edit the interface strings with what each language is missing. */
export function staffLanguageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffLanguages.languages, async () => ({
      message: 'Languages',
      data: await languageList(db),
    }));

    serve(app, db, staffLanguages.language, async (request) => ({
      message: 'Language',
      data: await languagePage(db, request.params.id),
    }));

    serve(app, db, staffLanguages.create, async (request) => {
      const id = await createLanguage(ctx, authUser(request).id, request.body);
      return { message: 'Language added.', data: await languagePage(db, id) };
    });

    serve(app, db, staffLanguages.update, async (request) => {
      const { id } = request.params;
      const changed = await saveLanguage(ctx, authUser(request).id, id, request.body);
      return { message: changed ? 'Language saved.' : 'Nothing changed.', data: await languagePage(db, id) };
    });

    serve(app, db, staffLanguages.makeDefault, async (request) => {
      const { id } = request.params;
      const changed = await makeDefaultLanguage(ctx, authUser(request).id, id);
      const data = await languagePage(db, id);
      const { title } = data.language;
      return {
        message: changed ? `${title} is now the default language.` : `${title} is already the default language.`,
        data,
      };
    });

    serve(app, db, staffLanguages.move, async (request) => {
      const { id } = request.params;
      const moved = await moveLanguage(ctx, authUser(request).id, id, request.body.position);
      return { message: moved ? 'Language moved.' : 'Nothing changed.', data: await languagePage(db, id) };
    });

    serve(app, db, staffLanguages.strings, async (request) => ({
      message: 'Interface strings',
      data: await stringsPage(db, request.params.id, request.query),
    }));

    serve(app, db, staffLanguages.saveStrings, async (request) => {
      const { id } = request.params;
      const count = await saveStrings(ctx, authUser(request).id, id, request.body);
      const message = count === 0 ? 'Nothing changed.' : count === 1 ? 'One string saved.' : `${count} strings saved.`;
      return { message, data: await languagePage(db, id) };
    });
  };
}
