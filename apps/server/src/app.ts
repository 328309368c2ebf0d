// The Fastify application: security headers, health, the act channel and the web app, wired to one database.
// Background jobs are not part of it: main.ts starts them (jobs/background-jobs.ts), tests run them by hand.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config/config.js';
import { createNodeActCodec } from './act-channel/node-codec.js';
import { actRoutes } from './act-channel/act-route.js';
import { createMetrics, metricsRoute } from './http/metrics.js';
import { registerRouteLimits } from './http/route-limits.js';
import { openRedis } from './http/redis.js';
import { redirectRoute } from './http/redirect-route.js';
import { actImplementations } from './act-channel/act-implementations.js';
import type { DatabaseHandle } from './db/connect.js';
import { clientConfigRoute } from './http/client-config.js';
import { deviceRoutes } from './http/device-route.js';
import { eventsRoute } from './http/events-route.js';
import { avatarRoutes } from './sections/profile/avatar-routes.js';
import { userServiceRoutes } from './sections/authority/user-service-route.js';
import { parcelExportRoute } from './http/parcel-export-route.js';
import { adReportRoutes } from './sections/advertising/report/report-route.js';
import { healthRoute } from './http/health.js';
import { releaseNotesRoute } from './http/release-notes-route.js';
import { securityHeaders } from './http/security-headers.js';
import { accessLog } from './http/access-log.js';
import { webAppRoutes } from './http/web-app.js';
import { smsInboundRoute } from './sections/sms/inbound-route.js';
import { deliveryReceiptRoute } from './sections/email/delivery-receipt-route.js';
import { notificationRoute } from './sections/email/notification-route.js';
import { attachPaymentProvider, paymentProviderFor } from './sections/orders/payments/payment-config.js';
import { paymentWebhookRoute } from './sections/orders/payments/webhook-route.js';
import { clientErrorsRoute } from './sections/crash-logs/client-errors-route.js';
import { rewardPickups } from './sections/reward-system/pickup-rewards.js';
import { attachWebhookSettings } from './sections/web-service/webhook-settings.js';
import { attachSettingsSecretKey } from './config/settings-secret-key.js';
import { queueParcelWebhooks } from './sections/web-service/webhook-queue.js';
import { communityServiceRoutes } from './sections/community/service/community-service.js';
import { postImageRoute } from './sections/community/service/post-image-route.js';
import { forgetSession } from './domain/auth/session.service.js';
import { openParcelEventHub } from './domain/events/parcel-events.js';
import { adMediaRoutes } from './sections/advertising/media-route.js';
import { shopImageRoutes } from './sections/shopping-mall/shop-image-route.js';
import { followShopParcels } from './sections/shopping-mall/shop-fulfil.js';
import { followExpressParcels } from './sections/blueexpress/express-follow.js';
import { attachServerRuntime } from './sections/dev-tools/server-runtime.js';
import { DemoFleetControl } from './simulator/demo-fleet-control.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  /** Where the log lines go instead of standard output: tests read them. */
  logDestination?: { write(line: string): void };
}

/**
 * Fastify's reading of X-Forwarded-For: a hop count trusts the nearest hops only (the socket's peer is hop 0), so
 * the client address is the entry the last trusted proxy wrote, never the leftmost one the client may write itself.
 */
function trustedProxies(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logDestination,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Bodies are never logged (they carry `par`); headers that carry secrets are redacted all the same.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logDestination ? { stream: logDestination } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // The act route logs one line per call itself (act, user, ret, time) instead of fastify's request lines.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
  });
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.quit().then(() => undefined));
  await registerRouteLimits(app, {
    defaultPerMinute: config.rateLimitPerMinute,
    redis,
    // Instances of one database share their counts; a test's other databases (or schemas) do not.
    namespace: `bm-rate:${database.description}:`,
  });
  securityHeaders(app);
  accessLog(app);
  healthRoute(app, database.db, database.dialect);
  clientConfigRoute(app, config);
  releaseNotesRoute(app, database.db);
  redirectRoute(app, database.db, now);
  const metrics = createMetrics(database.db);
  metricsRoute(app, metrics);
  const fleet = new DemoFleetControl({
    db: database.db,
    app,
    offlineAfterSeconds: config.machineOfflineAfterSeconds,
    allowed: !config.production || config.demoFleet,
  });
  app.addHook('onClose', () => fleet.stopIfRunning());
  attachServerRuntime({ database, metrics, startedAt: now(), fleet });
  await app.register(actRoutes, {
    metrics,
    db: database.db,
    codec: createNodeActCodec(config.aesKey, config.aesIv),
    policy: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    now,
    actsPerMinute: config.rateLimitPerMinute,
    implementations: await actImplementations(),
  });
  await app.register(deviceRoutes, {
    metrics,
    db: database.db,
    now,
    offlineAfterSeconds: config.machineOfflineAfterSeconds,
  });
  await app.register(clientErrorsRoute, { db: database.db, now });
  if (config.smsInboundSecret) {
    await app.register(smsInboundRoute, { db: database.db, secret: config.smsInboundSecret, now });
    await app.register(deliveryReceiptRoute, { db: database.db, secret: config.smsInboundSecret, now });
  }
  attachPaymentProvider(database.db, paymentProviderFor(config.payments, database.db, now));
  attachWebhookSettings(database.db, config.webhooks);
  attachSettingsSecretKey(database.db, config.settingsSecretKey);
  if (config.payments.webhookSecret) {
    await app.register(paymentWebhookRoute, { db: database.db, secret: config.payments.webhookSecret, now });
  }
  const policy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
  parcelExportRoute(app, { db: database.db, policy, now });
  await app.register(notificationRoute, { db: database.db, policy, now });
  await app.register(communityServiceRoutes, { prefix: '/api/community', db: database.db, policy, now });
  await app.register(postImageRoute, { db: database.db });
  // Spec §7's image upload endpoint for avatars, and the avatars it stored (the Profile section).
  await app.register(avatarRoutes, { db: database.db, policy, now });
  // Spec §7's user service: GET /users and /users/{id} over the Authority acts (docs/user-service.md).
  userServiceRoutes(app, { db: database.db, policy, now });
  await app.register(adMediaRoutes, { db: database.db, policy, now });
  adReportRoutes(app, { db: database.db, policy, now });
  await app.register(shopImageRoutes, { db: database.db, policy, now });
  const parcelEvents = await openParcelEventHub(database.db, {
    listenConfig: database.listenConfig,
    onError: (error) => app.log.error({ err: error }, 'parcel events connection failed'),
  });
  // A session that ended on another instance leaves this one's session cache at once.
  parcelEvents.onSessionEnded((sessionId) => forgetSession(database.db, sessionId));
  // The reward system's on-time pickup rule earns when a parcel is collected.
  rewardPickups(parcelEvents, database.db, now, app.log);
  // A shop order waiting in a locker is collected when its parcel is.
  followShopParcels(parcelEvents, database.db, now, app.log);
  // A BlueExpress order delivered to a locker is collected when its parcel is.
  followExpressParcels(parcelEvents, database.db, now, app.log);
  // Outgoing webhooks queue a delivery for each parcel event they subscribe to (sections/web-service).
  queueParcelWebhooks(parcelEvents, database.db, now, app.log);
  eventsRoute(app, { db: database.db, policy, now, hub: parcelEvents, metrics });
  app.addHook('onClose', () => parcelEvents.close());
  await webAppRoutes(app, config.webRoot);
  return app;
}
