import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { languageMessages, recaptchaSettings } from './service.ts';

const { settings } = routes;

export function settingsRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
