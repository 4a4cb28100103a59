import { localeParamSchema, masterQuerySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { buildMaster, languageMessages, recaptchaSettings } from './service.ts';

export function settingsRoutes({ db, config, realtime }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/master', { schema: { querystring: masterQuerySchema } }, async (request) => ({
      message: 'Master data',
      data: await buildMaster(db, config, realtime.client, request.headers['accept-language'], request.query.shop_id),
    }));

    app.get('/lang/:locale', { schema: { params: localeParamSchema } }, async (request) => ({
      message: 'Language messages',
      data: await languageMessages(db, request.params.locale),
    }));

    app.get('/recaptcha-settings', async () => ({
      message: 'reCAPTCHA settings',
      data: await recaptchaSettings(db, config),
    }));
  };
}
