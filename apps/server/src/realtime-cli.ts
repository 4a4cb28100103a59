import { buildRealtimeService, loadRealtimeEnv } from './realtime/standalone.ts';

/** `npm run realtime`: the realtime service as its own process. */
async function main(): Promise<void> {
  const env = loadRealtimeEnv();
  const { app } = buildRealtimeService({
    apps: [{ id: env.PUSHER_APP_ID, key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET }],
    limits: env.limits,
    trustProxy: env.trustProxy,
    logLevel: env.LOG_LEVEL,
    webhookUrl: env.webhookUrl,
  });
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: env.REALTIME_PORT, host: env.REALTIME_HOST });
  console.log(
    `Souk realtime is listening on ${env.REALTIME_HOST}:${env.REALTIME_PORT} (app key ${env.PUSHER_APP_KEY})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
