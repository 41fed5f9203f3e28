import { Transform } from 'class-transformer';
import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';

/** The longest traveller name the API accepts (after trimming). */
export const TRAVELLER_NAME_MAX_LENGTH = 100;

/** The most travellers one account may hold (the account holder's included): a bound on abuse. */
export const TRAVELLERS_MAX_PER_ACCOUNT = 20;

/**
 * The name the account holder's traveller gets when the travel service creates it (at sign-up,
 * or for an account that had one before travellers existed); the user can rename it.
 */
export const ACCOUNT_HOLDER_TRAVELLER_NAME = 'Me';

/**
 * The dashboard's query parameter naming the traveller it shows (issue #22): `?traveller=<id>`,
 * absent for the account holder. E-mails about a traveller link to it; the SPA, which imports
 * contracts as types only, declares its constant with this type, so the compiler keeps the two
 * equal.
 */
export const DASHBOARD_TRAVELLER_PARAM = 'traveller';
export type DashboardTravellerParam = typeof DASHBOARD_TRAVELLER_PARAM;

/**
 * The dashboard's path showing a traveller: `/dashboard` for the account holder (no id).
 *
 * @example
 * dashboardPathOf('9b2c…') // → '/dashboard?traveller=9b2c…'
 */
export function dashboardPathOf(travellerId?: string | null): string {
  if (!travellerId) return '/dashboard';
  return `/dashboard?${new URLSearchParams({ [DASHBOARD_TRAVELLER_PARAM]: travellerId }).toString()}`;
}

/**
 * One traveller of an account (issue #22, "The API"): the account holder's own (created with the
 * account, never deleted) or one the user added (a partner, a child, a colleague).
 */
export interface TravellerDto {
  id: string;
  name: string;
  is_account_holder: boolean;
}

/** `POST /api/travellers { name }` and `PUT /api/travellers/{id} { name }`. */
export class TravellerNameDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'Name is required' })
  @IsString({ message: 'Name must be text' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(TRAVELLER_NAME_MAX_LENGTH, {
    message: `Name must be at most ${TRAVELLER_NAME_MAX_LENGTH} characters`,
  })
  name!: string;
}

/** `TravelPatterns.CreateTraveller`: the signed-in user and the new traveller's name. */
export class CreateTravellerRpcRequest extends TravellerNameDto {
  @IsRequiredEntityId()
  userId!: string;
}

/** `TravelPatterns.RenameTraveller`: the signed-in user, the traveller and its new name. */
export class RenameTravellerRpcRequest extends TravellerNameDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/** `TravelPatterns.DeleteTraveller`: the signed-in user and the traveller to delete. */
export class DeleteTravellerRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}
