import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { buildMaster, languageMessages, recaptchaSettings } from './service.ts';

const { settings } = routes;

export function settingsRoutes({ db, config, realtime }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, settings.master, async (request) => ({
      message: 'Master data',
      data: await buildMaster(db, config, realtime.client, request.headers['accept-language'], request.query.shop_id),
    }));

    serve(app, db, settings.messages, async (request) => ({
      message: 'Language messages',
      data: await languageMessages(db, request.params.locale),
    }));

    serve(app, db, settings.recaptcha, async () => ({
      message: 'reCAPTCHA settings',
      data: await recaptchaSettings(db, config),
    }));
  };
}
