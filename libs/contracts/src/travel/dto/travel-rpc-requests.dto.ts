import { IsOptional } from 'class-validator';

import { IsEntityId, IsRequiredEntityId } from '../../common/is-entity-id.decorator';
import { CreateTravelEntryDto } from './create-travel-entry.dto';
import { RecordVisitDto } from './record-visit.dto';
import { TravelEntryChangesDto } from './update-travel-entry.dto';
import { UpdateVisitDto } from './update-visit.dto';

/**
 * Payloads of the travel RPC patterns (gateway → travel, see `TravelPatterns`). Each is a class so
 * that the service's validation pipe checks it; unknown fields are refused as in every DTO.
 * `userId` always comes from the gateway's resolved session, never from a request body.
 */

/** `TravelPatterns.ListEntries` and `TravelPatterns.CleanupEntries`: the signed-in user. */
export class TravelUserRpcRequest {
  @IsRequiredEntityId()
  userId!: string;
}

/** `TravelPatterns.CreateEntry`: the signed-in user and the new record. */
export class CreateEntryRpcRequest extends CreateTravelEntryDto {
  @IsRequiredEntityId()
  userId!: string;
}

/**
 * `TravelPatterns.UpdateEntry`: the signed-in user, the record's id (the path's, which the body's
 * optional `id` must equal) and the new fields of `UpdateTravelEntryDto`.
 */
export class UpdateEntryRpcRequest extends TravelEntryChangesDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/** `TravelPatterns.DeleteEntry`: the signed-in user and the record to remove. */
export class DeleteEntryRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  id!: string;
}

/** `TravelPatterns.DeleteVisit`: the entry record and, unless the visit is ongoing, its exit. */
export class DeleteVisitRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  entryId!: string;

  @IsOptional()
  @IsEntityId()
  exitId?: string;
}

/** `TravelPatterns.RecordVisit`: the signed-in user and the manual visit form (SPEC §5). */
export class RecordVisitRpcRequest extends RecordVisitDto {
  @IsRequiredEntityId()
  userId!: string;
}

/** `TravelPatterns.UpdateVisit`: the signed-in user, the visit's entry record and its new fields. */
export class UpdateVisitRpcRequest extends UpdateVisitDto {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  entryId!: string;
}
