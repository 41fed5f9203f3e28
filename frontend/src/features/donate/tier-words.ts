import type { IntlShape } from 'react-intl';

import type { DonationProductCode, DonationTierDto } from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { DEFAULT_RETURN_TYPE } from './donation-amounts';

// The donate page's words for amounts and tiers in the page's language (namespace `donate`). A
// module of its own: the home route reads the return from Stripe (donation-return.ts) without them.

/** Donations are in pounds sterling (SPEC; `DONATION_CURRENCY` of @app/contracts). */
const CURRENCY = 'GBP';

/**
 * An amount of pounds as the page's language writes money (`Intl`, through react-intl): whole
 * pounds without decimals, as SPEC writes them, otherwise two decimals.
 *
 * @example
 * formatMoney(intl, 7.5) // → '£7.50' in English, '7,50 £' in German
 * formatMoney(intl, 3) // → '£3' in English, '3 £' in German
 */
export function formatMoney(intl: IntlShape, pounds: number): string {
  const decimals = Number.isInteger(pounds) ? 0 : 2;
  return intl.formatNumber(pounds, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A tier's messages: its card's title, the food it buys, the thank-you dialog's themed message. */
export interface TierMessages {
  title: WebMessageId;
  food: WebMessageId;
  thanks: WebMessageId;
}

/** Each tier's messages (SPEC §2, §9; English: the server's title and description). */
const TIER_MESSAGES: Record<DonationProductCode, TierMessages> = {
  coffee: {
    title: 'donate.tier.coffee.title',
    food: 'donate.tier.coffee.food',
    thanks: 'donate.tier.coffee.thanks',
  },
  espresso: {
    title: 'donate.tier.espresso.title',
    food: 'donate.tier.espresso.food',
    thanks: 'donate.tier.espresso.thanks',
  },
  kuchen: {
    title: 'donate.tier.kuchen.title',
    food: 'donate.tier.kuchen.food',
    thanks: 'donate.tier.kuchen.thanks',
  },
};

function isProductCode(type: string): type is DonationProductCode {
  return Object.hasOwn(TIER_MESSAGES, type);
}

/**
 * A tier's title and food in the page's language. The server sends them in English
 * (DONATION_TIERS); a tier this page does not know keeps the server's words.
 */
export function tierWords(
  intl: IntlShape,
  tier: Pick<DonationTierDto, 'productCode' | 'title' | 'description'>,
): { title: string; food: string } {
  if (!isProductCode(tier.productCode)) return { title: tier.title, food: tier.description };
  const messages = TIER_MESSAGES[tier.productCode];
  return {
    title: intl.formatMessage({ id: messages.title }),
    food: intl.formatMessage({ id: messages.food }),
  };
}

/**
 * The messages of the food and themed message for a donation type from the return URL (SPEC §2:
 * food by type, any other → coffee).
 */
export function thankYouFor(type: string): { food: WebMessageId; message: WebMessageId } {
  const { food, thanks } = TIER_MESSAGES[isProductCode(type) ? type : DEFAULT_RETURN_TYPE];
  return { food, message: thanks };
}
