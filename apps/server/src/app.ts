import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppInput } from './app-context.ts';
import { systemClock } from './lib/clock.ts';
import { MemoryCounters } from './lib/counters.ts';
import { connectSharedState } from './lib/redis/index.ts';
import { createMessenger } from './lib/messaging/messenger.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social/routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { startFlashPriceJob } from './modules/catalog/flash-price-job.ts';
import { startListingFacetsJob } from './modules/catalog/listing-facets-job.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { SearchIndex } from './modules/catalog/search-index/search-index.ts';
import { CatalogSummaries } from './modules/catalog/summaries.ts';
import { countryRoutes } from './modules/country/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { favoriteRoutes } from './modules/favorite/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { masterRoutes } from './modules/master/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { sellerProductRoutes } from './modules/seller-products/routes.ts';
import { sellerReviewRoutes } from './modules/seller-reviews/routes.ts';
import { sellerVoucherRoutes } from './modules/seller-vouchers/routes.ts';
import { staffSellerRoutes } from './modules/staff-sellers/routes.ts';
import { staffCustomerRoutes } from './modules/staff-customers/routes.ts';
import { staffShopRoutes } from './modules/staff-shops/routes.ts';
import { staffCurrencyRoutes } from './modules/staff-currencies/routes.ts';
import { staffBrandingRoutes } from './modules/staff-branding/routes.ts';
import { staffNavigationRoutes } from './modules/staff-navigation/routes.ts';
import { staffLanguageRoutes } from './modules/staff-languages/routes.ts';
import { staffPromotionsRoutes } from './modules/staff-promotions/routes.ts';
import { staffContentRoutes } from './modules/staff-content/routes.ts';
import { staffCatalogueRoutes } from './modules/staff-catalogue/routes.ts';
import { staffAccountRoutes } from './modules/staff-accounts/routes.ts';
import { staffCommerceRoutes } from './modules/staff-commerce/routes.ts';
import { setupRoutes } from './modules/setup/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { sellerFlashSaleRoutes } from './modules/seller-flash-sales/routes.ts';
import { sellerShopRoutes } from './modules/seller-shop/routes.ts';
import { sellerProductCsvRoutes } from './modules/seller-product-csv/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { suggestRoutes } from './modules/suggest/routes.ts';
import { avatarRoutes } from './modules/avatar/routes.ts';
import { startSuggestionsJob } from './modules/suggest/suggest-job.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { sellerOrderRoutes } from './modules/seller/orders-routes.ts';
import { voucherRoutes } from './modules/voucher/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerMessageLanguage } from './plugins/message-language.ts';
import { registerNulCharacterCheck } from './plugins/nul-characters.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerEmptyQueryValues } from './plugins/empty-query-values.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { responseSerializer } from './plugins/response-check.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerConsoleFiles } from './plugins/console-files.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { setupRealtime } from './realtime/index.ts';
import { appleCallbackRoutes } from './modules/auth/social/apple-callback-routes.ts';
import { broadcastingRoutes } from './modules/chat/broadcasting-routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { sellerChatRoutes } from './modules/chat/seller-routes.ts';
import { quoteRoutes } from './modules/quote/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { seoPages } from './modules/seo/pages.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { sellerQuoteRoutes } from './modules/seller/quotes-routes.ts';
import { sellerSupportRoutes } from './modules/seller/support-routes.ts';
import { supportRoutes } from './modules/support/routes.ts';

/** Builds the whole server: plugins, then the API modules under /api, then static files. Tests use it too. */
export async function buildApp(input: AppInput): Promise<FastifyInstance> {
  const { config } = input;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    // Headers come first and are small; the timeouts are checked every second, not every 30.
    http: {
      headersTimeout: Math.min(15, config.REQUEST_TIMEOUT_SECONDS) * 1000,
      connectionsCheckingInterval: 1000,
    },
    // Behind a trusted proxy the client address comes from X-Forwarded-For (throttles need it).
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const clock = input.clock ?? systemClock;
  const shared = config.REDIS_URL ? await connectSharedState(config.REDIS_URL, app.log) : undefined;
  if (shared) app.addHook('onClose', () => shared.close());
  const context: AppContext = {
    ...input,
    clock,
    counters: input.counters ?? shared?.counters ?? new MemoryCounters(clock),
    messenger: createMessenger({ db: input.db, config, clock, log: app.log }),
    realtime: await setupRealtime(app, { db: input.db, config, clock }),
    summaries: new CatalogSummaries(config.CATALOG_SUMMARY_SECONDS),
    searchIndex: new SearchIndex(input.db, app.log, config.SEARCH_INDEX),
  };
  app.addHook('onClose', async () => context.summaries.close());
  app.addHook('onClose', async () => context.searchIndex.close());
  // Tests and tools wait for the first build through it.
  app.decorate('searchIndex', context.searchIndex);
  app.addHook('onClose', () => context.messenger.close());
  // Flash prices follow the clock: lists sort and filter by the stored price.
  // Facet counts written as changes are folded into sums; names writes touched are suggested.
  let stopJobs = [() => undefined as void];
  app.addHook('onReady', async () => {
    stopJobs = [
      await startFlashPriceJob(input.db, app.log, clock),
      startListingFacetsJob(input.db, app.log),
      startSuggestionsJob(input.db, app.log),
    ];
    // Built in the background: searches are answered by the database until it is ready.
    context.searchIndex.start();
  });
  app.addHook('onClose', async () => {
    for (const stop of stopJobs) stop();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.validateResponses));
  registerErrorHandler(app);
  registerMessageLanguage(app, input.db);
  registerAuth(app, clock);
  registerNulCharacterCheck(app);
  registerSecurityHeaders(app, config, input.db);
  // Before compression, so the cache keeps (and ETags hash) the plain JSON.
  registerResponseCache(app, config.RESPONSE_CACHE_SECONDS);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimit(app, { formsPer10Minutes: config.FORM_SUBMISSIONS_PER_10_MINUTES }, shared?.redis);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      registerEmptyQueryValues(api);
      await api.register(healthRoutes(context));
      await api.register(masterRoutes(context));
      await api.register(settingsRoutes(context));
      await api.register(homeRoutes(context));
      await api.register(catalogRoutes(context));
      await api.register(suggestRoutes(context));
      await api.register(avatarRoutes(context));
      await api.register(shopRoutes(context));
      await api.register(blogRoutes(context));
      await api.register(pagesRoutes(context));
      await api.register(sellerRoutes(context));
      await api.register(sellerProductRoutes(context));
      await api.register(sellerReviewRoutes(context));
      await api.register(sellerVoucherRoutes(context));
      await api.register(staffSellerRoutes(context));
      await api.register(staffCustomerRoutes(context));
      await api.register(staffShopRoutes(context));
      await api.register(staffCurrencyRoutes(context));
      await api.register(staffBrandingRoutes(context));
      await api.register(staffNavigationRoutes(context));
      await api.register(staffLanguageRoutes(context));
      await api.register(staffPromotionsRoutes(context));
      await api.register(staffContentRoutes(context));
      await api.register(staffCatalogueRoutes(context));
      await api.register(staffAccountRoutes(context));
      await api.register(staffCommerceRoutes(context));
      await api.register(setupRoutes(context));
      await api.register(auditRoutes(context));
      await api.register(sellerFlashSaleRoutes(context));
      await api.register(sellerShopRoutes(context));
      await api.register(sellerProductCsvRoutes(context));
      await api.register(countryRoutes(context));
      await api.register(authRoutes(context));
      await api.register(socialRoutes(context));
      await api.register(accountRoutes(context));
      await api.register(addressRoutes(context));
      await api.register(favoriteRoutes(context));
      await api.register(cartRoutes(context));
      await api.register(checkoutRoutes(context));
      await api.register(voucherRoutes(context));
      await api.register(orderRoutes(context));
      await api.register(reviewRoutes(context));
      await api.register(paymentRoutes(context));
      await api.register(sellerOrderRoutes(context));
      await api.register(broadcastingRoutes(context));
      await api.register(chatRoutes(context));
      await api.register(sellerChatRoutes(context));
      await api.register(quoteRoutes(context));
      await api.register(sellerQuoteRoutes(context));
      await api.register(supportRoutes(context));
      await api.register(sellerSupportRoutes(context));
      // The outbox shows one-time codes: it exists in local mode only.
      if (config.APP_ENV === 'local') await api.register(devRoutes(context));
    },
    { prefix: '/api' },
  );
  // robots.txt and the sitemaps sit at the site root, where search engines look for them.
  await app.register(seoRoutes(context));
  // Sign in with Apple posts back to the storefront's callback address.
  await app.register(appleCallbackRoutes());
  await registerConsoleFiles(app, config);
  await registerStaticFiles(app, config, seoPages(context));
  return app;
}
