// The Redis connection the rate limits share across instances (REDIS_URL). A call must not hang on it: when Redis
// is away, commands fail fast, the limiter lets the call through (route-limits.ts: a limit is a guard, and its
// store being down must not take the portal down with it), the failure is logged, and the connection keeps trying.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export function openRedis(url: string, log: Pick<FastifyBaseLogger, 'error'>): Redis {
  const redis = new Redis(url, {
    // A rate-limit check waits this long at most for a connection, then fails instead of queueing.
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', (error) => log.error({ err: error }, 'redis connection failed'));
  return redis;
}
