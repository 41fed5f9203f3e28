import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

import {
  travelListCopy,
  travelListCopyKey,
  travelListVersionKey,
  type ListTraveller,
} from '@app/contracts';
import { VersionTokens } from '@app/nest-core';

import { TravelEnv } from '../config/env.schema';
import { REDIS } from '../redis/redis.module';

/**
 * Sets the new token and, when the token found there is still the one the change read before
 * loading its records (so no other change set one in between), the list copy tagged with it.
 * KEYS: token, copy. ARGV: new token, token read before ('' for none), copy, copy TTL (ms).
 * Answers 1 when the copy was stored.
 */
const SET_VERSION_AND_COPY = `
local previous = redis.call('SET', KEYS[1], ARGV[1], 'GET')
if (previous == false and ARGV[2] == '') or previous == ARGV[2] then
  redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
  return 1
end
return 0`;

type WithListCopyCommand = Redis & {
  setTravelListVersion(
    versionKey: string,
    copyKey: string,
    version: string,
    previous: string,
    copy: string,
    ttlMs: number,
  ): Promise<number>;
};

/**
 * What a change read before loading the traveller's records, and the traveller's list once it
 * committed.
 */
export interface ListAfterChange {
  /** The token read before the records were loaded (null: none); undefined: Redis did not answer. */
  previous: string | null | undefined;
  /** The traveller the list belongs to (the copy is tagged with them). */
  traveller: ListTraveller;
  /** The JSON text of the traveller's list as the change left it. */
  json: string;
}

/**
 * Marks a user's list as changed for the gateway's list cache (see `travelListVersionKey`), after
 * each committed change (`changed(userId)`, nest-core's `VersionTokens`). A change made under the
 * user's lock also hands over the list it leaves of the traveller it changed (`changed(userId,
 * list)`, one copy per user, tagged with the traveller; the token stays per user, so a change of
 * any of the user's travellers renews it: ADR 0034): the gateway takes it
 * from Redis instead of asking for it (docs/adr/0014), but only if no other token was set between
 * the change's read of the token (`current`, before its records were loaded) and its own: then the
 * copy holds every change whose token was set before it. Should Redis refuse, the change stands,
 * the failure is logged and the gateway's copies expire on their own.
 */
@Injectable()
export class ListVersions extends VersionTokens {
  private readonly log = new Logger('ListVersions');
  private readonly scripted: WithListCopyCommand;

  constructor(
    @Inject(REDIS) redis: Redis,
    private readonly env: TravelEnv,
  ) {
    super(redis, (userId) => travelListVersionKey(env.REDIS_KEY_PREFIX, userId), 'travel list');
    redis.defineCommand('setTravelListVersion', { numberOfKeys: 2, lua: SET_VERSION_AND_COPY });
    this.scripted = redis as WithListCopyCommand;
  }

  /** The user's token now (null: none), or undefined when Redis does not answer. */
  async current(userId: string): Promise<string | null | undefined> {
    try {
      return await this.scripted.get(travelListVersionKey(this.env.REDIS_KEY_PREFIX, userId));
    } catch {
      return undefined;
    }
  }

  /** A fresh token; with `list`, also the list copy when no other token came in between. */
  override async changed(userId: string, list?: ListAfterChange): Promise<boolean> {
    if (
      list === undefined ||
      list.previous === undefined ||
      this.env.TRAVEL_LIST_COPY_TTL_MS === 0
    ) {
      return super.changed(userId);
    }
    const prefix = this.env.REDIS_KEY_PREFIX;
    const version = randomUUID();
    try {
      await this.scripted.setTravelListVersion(
        travelListVersionKey(prefix, userId),
        travelListCopyKey(prefix, userId),
        version,
        list.previous ?? '',
        travelListCopy(version, list.traveller, list.json),
        this.env.TRAVEL_LIST_COPY_TTL_MS,
      );
      return true;
    } catch (error) {
      this.log.error(
        `Could not mark the travel list of user ${userId} as changed: ${String(error)}`,
      );
      // The token may not have moved: try the plain one (which logs again should it fail too).
      return super.changed(userId);
    }
  }
}
