import { IsOptional } from 'class-validator';

import { composeDecorators } from '../../common/compose-decorators';
import { IsEntityId } from '../../common/is-entity-id.decorator';

/**
 * The traveller a travel call is about (issue #22, ADR 0034): an id of one of the account's
 * travellers, or absent for the account holder's. On the wire it is `traveller_id` (the query
 * string of a read or a deletion, the body of a write); on RPC payloads `travellerId`, which the
 * caller's assertion signs (`trv`). A malformed one is a 400 ("traveller_id must be a valid id").
 */
export function IsOptionalTravellerId(): PropertyDecorator {
  return composeDecorators(IsOptional(), IsEntityId());
}

/**
 * `traveller_id` of a travel call without a body of its own: the query string of a read or a
 * deletion, the body of a clean-up (absent: the account holder).
 */
export class TravellerChoiceDto {
  @IsOptionalTravellerId()
  traveller_id?: string;
}

/** The gateway's alias of the account holder's traveller in its per-traveller keys. */
export const ACCOUNT_HOLDER_ALIAS = 'holder';

/**
 * The RPC payload's `travellerId` of a call that asked for `traveller_id` (nothing for the account
 * holder), e.g. `{ userId, ...withTraveller(query.traveller_id) }`.
 */
export function withTraveller(travellerId: string | undefined): { travellerId?: string } {
  return travellerId === undefined ? {} : { travellerId };
}
