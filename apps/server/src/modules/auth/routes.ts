import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { validationFieldErrors } from '../../plugins/errors.ts';
import { login } from './login.ts';
import { sendOtp, verifyOtp } from './otp.ts';
import { resetPassword } from './password-reset.ts';
import { refusedRegistration, register } from './registration.ts';
import { revokeToken } from './tokens.ts';

const { auth } = routes;

/** Password sign-in, sign-up, one-time codes, password reset and sign-out of customers. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const registrationRateLimit = { rateLimit: { max: ctx.config.REGISTRATIONS_PER_HOUR, timeWindow: '1 hour' } };
  return async (app) => {
    serve(app, db, auth.login, async (request) => ({
      message: 'Login Successful',
      data: await login(ctx, request.log, request.body, request.ip),
    }));

    // A refused body still gets the other checks, so every field's problem comes back at once:
    // the route attaches its validation error rather than failing before the handler.
    serve(
      app,
      db,
      auth.register,
      async (request) => {
        if (request.validationError) {
          throw await refusedRegistration(ctx, request.body, validationFieldErrors(request.validationError));
        }
        return { message: 'Registration successful', data: await register(ctx, request.body) };
      },
      { config: registrationRateLimit, attachValidation: true },
    );

    serve(app, db, auth.sendOtp, async (request) => ({
      message: 'OTP sent successfully. Please check your inbox.',
      data: await sendOtp(ctx, request.body, request.ip),
    }));

    // A sign-up code answers the message alone; a reset code also its token.
    serve(app, db, auth.verifyOtp, async (request) => {
      const { token } = await verifyOtp(ctx, request.body);
      return { message: 'OTP verified successfully.', data: token ? { token } : undefined };
    });

    serve(app, db, auth.resetPassword, async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password has been reset. Please log in with the new password.', data: undefined };
    });

    serve(app, db, auth.logout, async (request) => {
      await revokeToken(db, authUser(request).token_id);
      return { message: 'Logout successfully', data: undefined };
    });
  };
}
