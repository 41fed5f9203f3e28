import type {
  NATIONALITY_NOTE_MAX_LENGTH as SERVER_NOTE_MAX_LENGTH,
  TRAVELLER_NAME_MAX_LENGTH as SERVER_NAME_MAX_LENGTH,
  TRAVELLERS_MAX_PER_ACCOUNT as SERVER_MAX_PER_ACCOUNT,
} from '@app/contracts';

// The travel service's limits (libs/contracts, traveller.dto.ts and traveller-details.dto.ts), which the SPA
// imports as types only: each value is typed as the contracts' literal, so a change there fails
// the type check here until this follows it.

/** The longest traveller name the API accepts (after trimming). */
export const TRAVELLER_NAME_MAX_LENGTH: typeof SERVER_NAME_MAX_LENGTH = 100;
/** The most travellers one account may hold, the account holder's included. */
export const TRAVELLERS_MAX_PER_ACCOUNT: typeof SERVER_MAX_PER_ACCOUNT = 20;
/** The longest nationality note the API keeps (after trimming). */
export const NATIONALITY_NOTE_MAX_LENGTH: typeof SERVER_NOTE_MAX_LENGTH = 200;
