import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { RateLimitedError } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';
import { REDIS } from '../session/redis.provider';

/**
 * The throttled actions, each limited per client IP and (where it names one) per account; a
 * payment intent per IP for a visitor and per account for a signed-in donor (`consumeAccount`).
 */
export type ThrottledAction =
  'sign-in' | 'sign-up' | 'recovery' | 'payment' | 'email-change' | 'calendar-feed';

const WINDOW_SECONDS: Record<ThrottledAction, number> = {
  'sign-in': 15 * 60,
  'sign-up': 60 * 60,
  recovery: 60 * 60,
  payment: 60 * 60,
  'email-change': 60 * 60,
  'calendar-feed': 60 * 60,
};

const WHAT: Record<ThrottledAction, string> = {
  'sign-in': 'sign-in attempts',
  'sign-up': 'sign-up attempts',
  recovery: 'account recovery requests',
  payment: 'payment attempts',
  'email-change': 'email address changes',
  'calendar-feed': 'calendar feed requests',
};

/**
 * Rate limits whose counters live in Redis, so they hold across gateway replicas
 * (rate-limiter-flexible). A refusal is a 429 that says how long to wait.
 */
@Injectable()
export class RateLimiter {
  private readonly perIp: Record<ThrottledAction, RateLimiterRedis>;
  private readonly perAccount: Partial<Record<ThrottledAction, RateLimiterRedis>>;

  constructor(@Inject(REDIS) redis: Redis, env: GatewayEnv) {
    const limiter = (action: ThrottledAction, scope: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${env.REDIS_KEY_PREFIX}rate:${action}:${scope}`,
        points,
        duration: WINDOW_SECONDS[action],
        useRedisPackage: false,
      });
    this.perIp = {
      'sign-in': limiter('sign-in', 'ip', env.RATE_LIMIT_SIGN_IN_PER_IP),
      'sign-up': limiter('sign-up', 'ip', env.RATE_LIMIT_SIGN_UP_PER_IP),
      recovery: limiter('recovery', 'ip', env.RATE_LIMIT_RECOVERY_PER_IP),
      payment: limiter('payment', 'ip', env.RATE_LIMIT_PAYMENT_PER_IP),
      'email-change': limiter('email-change', 'ip', env.RATE_LIMIT_EMAIL_CHANGE_PER_IP),
      'calendar-feed': limiter('calendar-feed', 'ip', env.RATE_LIMIT_CALENDAR_FEED_PER_IP),
    };
    this.perAccount = {
      'sign-in': limiter('sign-in', 'account', env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT),
      'sign-up': limiter('sign-up', 'account', env.RATE_LIMIT_SIGN_UP_PER_ACCOUNT),
      recovery: limiter('recovery', 'account', env.RATE_LIMIT_RECOVERY_PER_ACCOUNT),
      payment: limiter('payment', 'account', env.RATE_LIMIT_PAYMENT_PER_ACCOUNT),
      'email-change': limiter('email-change', 'account', env.RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT),
      // The "account" of a feed fetch is the feed.
      'calendar-feed': limiter('calendar-feed', 'account', env.RATE_LIMIT_CALENDAR_FEED_PER_FEED),
    };
  }

  /** Counts one attempt; throws `RateLimitedError` once the IP or the account is over its limit. */
  async consume(action: ThrottledAction, ip: string, account?: string): Promise<void> {
    const checks: Array<Promise<RateLimiterRes>> = [this.perIp[action].consume(ip)];
    const perAccount = this.perAccount[action];
    if (perAccount && account) checks.push(perAccount.consume(account.trim().toLowerCase()));
    await this.settle(action, checks);
  }

  /** Counts one attempt of a signed-in user, per account only (their session names them). */
  async consumeAccount(action: ThrottledAction, account: string): Promise<void> {
    const perAccount = this.perAccount[action];
    if (!perAccount) throw new Error(`No per-account limit for ${action}`);
    await this.settle(action, [perAccount.consume(account.trim().toLowerCase())]);
  }

  private async settle(
    action: ThrottledAction,
    checks: Array<Promise<RateLimiterRes>>,
  ): Promise<void> {
    const results = await Promise.allSettled(checks);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!refused) return;
    if (!(refused.reason instanceof RateLimiterRes)) throw refused.reason;
    const retryAfterSeconds = Math.max(1, Math.ceil(refused.reason.msBeforeNext / 1000));
    throw new RateLimitedError({
      retryAfterSeconds,
      message: `Too many ${WHAT[action]}. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    });
  }

  /** Forgets an account's failed sign-ins after a successful one. */
  async reset(action: ThrottledAction, account: string): Promise<void> {
    await this.perAccount[action]?.delete(account.trim().toLowerCase());
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
