import { IsOptional } from 'class-validator';

import { IsEntityId, IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { IsOptionalTravellerId } from '../travellers/traveller-choice.dto';
import { TravelEntryFieldsDto } from './create-travel-entry.dto';
import { VisitFieldsDto } from './record-visit.dto';
import { TravelEntryChangesDto } from './update-travel-entry.dto';
import { VisitChangesDto } from './update-visit.dto';

/**
 * Payloads of the travel RPC patterns (gateway → travel, see `TravelPatterns`). Each is a class so
 * that the service's validation pipe checks it; unknown fields are refused as in every DTO.
 * `userId` always comes from the gateway's resolved session, never from a request body; the
 * optional `travellerId` (absent: the account holder's traveller) from the caller's signed
 * assertion (`trv`, ADR 0034), and the travel service checks that it is one of the user's.
 */

/** `TravelPatterns.ListTravellers`: the signed-in user. */
export class TravelUserRpcRequest {
  @IsRequiredEntityId()
  userId!: string;
}

/**
 * `TravelPatterns.ListEntries`, `ListEntriesJson` and `CleanupEntries`: the signed-in user and
 * one of their travellers.
 */
export class TravellerRpcRequest extends TravelUserRpcRequest {
  @IsOptionalTravellerId()
  travellerId?: string;
}

/** `TravelPatterns.CreateEntry`: the signed-in user, the traveller and the new record. */
export class CreateEntryRpcRequest extends TravelEntryFieldsDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;
}

/**
 * `TravelPatterns.UpdateEntry`: the signed-in user, the record's id (the path's, which the body's
 * optional `id` must equal) and the new fields of `UpdateTravelEntryDto`.
 */
export class UpdateEntryRpcRequest extends TravelEntryChangesDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;

  @IsRequiredEntityId()
  id!: string;
}

/** `TravelPatterns.DeleteEntry`: the signed-in user and the record to remove. */
export class DeleteEntryRpcRequest extends TravellerRpcRequest {
  @IsRequiredEntityId()
  id!: string;
}

/** `TravelPatterns.DeleteVisit`: the entry record and, unless the visit is ongoing, its exit. */
export class DeleteVisitRpcRequest extends TravellerRpcRequest {
  @IsRequiredEntityId()
  entryId!: string;

  @IsOptional()
  @IsEntityId()
  exitId?: string;
}

/** `TravelPatterns.RecordVisit`: the signed-in user and the manual visit form (SPEC §5). */
export class RecordVisitRpcRequest extends VisitFieldsDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;
}

/** `TravelPatterns.UpdateVisit`: the signed-in user, the visit's entry record and its new fields. */
export class UpdateVisitRpcRequest extends VisitChangesDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsOptionalTravellerId()
  travellerId?: string;

  @IsRequiredEntityId()
  entryId!: string;
}
