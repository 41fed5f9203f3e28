import type { TravelReportRpcRequest } from '@app/contracts';
import { negotiateLanguage } from '@app/i18n';

import type { UserCache } from '../user/user-cache';

/**
 * Who a travel report is for: the user, with the names and zone of their profile (from
 * `UserCache`: never older than the user's last committed change), and the report's language:
 * the profile's choice, else the browser's (`Accept-Language`), else English.
 */
export async function travelReportRequest(
  userCache: UserCache,
  userId: string,
  acceptLanguage?: string,
): Promise<TravelReportRpcRequest> {
  const user = await userCache.user(userId);
  return {
    userId,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    timezone: user.timezone,
    language: negotiateLanguage({ saved: user.language, acceptLanguage }),
  };
}
