import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import {
  CreateTravelEntryDto,
  type CleanupResultDto,
  ImportTravelEntriesDto,
  type ImportResultDto,
  RecordVisitDto,
  type TravelEntryDto,
  TravellerChoiceDto,
  TravelPatterns,
  type TravelStatusDto,
  TravelStatusQueryDto,
  UpdateTravelEntryDto,
  UpdateVisitDto,
  type UpdateVisitResultDto,
  ValidationError,
  withTraveller,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { CurrentSession, SessionGuard } from '../session/session.guard';
import { TravelListCache } from './travel-list-cache';

/**
 * The travel entries and visits of the signed-in user's travellers (SPEC §7): every call takes an
 * optional `traveller_id` (the query string of a read or a deletion, the body of a write; absent:
 * the account holder's), a UUID (400 otherwise), passed on as `travellerId`, which the call's
 * assertion signs; the travel service checks that it is one of the user's (404 otherwise), so no
 * call costs an RPC more here (ADR 0034).
 */
@Controller('api')
@UseGuards(SessionGuard)
export class TravelEntriesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly listCache: TravelListCache,
  ) {}

  /**
   * The list (TravelEntryDto[]) as the JSON text the travel service builds (`UserRecords.listJson`): sent on
   * as it is, never parsed and serialised again here, and served from `TravelListCache` while the
   * user's records are unchanged (the hottest read; bench/travel-list.bench.mjs).
   */
  @Get('travel-entries')
  async list(
    @CurrentSession() session: Session,
    @Query() { traveller_id }: TravellerChoiceDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const json = await this.listCache.list(session.userId, traveller_id, () =>
      this.services.travel<string>(TravelPatterns.ListEntriesJson, {
        userId: session.userId,
        ...withTraveller(traveller_id),
      }),
    );
    void reply.header('content-type', 'application/json; charset=utf-8');
    return json;
  }

  /**
   * GET /api/status?traveller_id=&date=YYYY-MM-DD → TravelStatusDto: the traveller's days used,
   * days left, level and last day to stay on `date` (absent: the traveller's today), computed by
   * the travel service with the dashboard's rules (issue #22).
   */
  @Get('status')
  status(
    @CurrentSession() session: Session,
    @Query() { traveller_id, date }: TravelStatusQueryDto,
  ): Promise<TravelStatusDto> {
    return this.services.travel<TravelStatusDto>(TravelPatterns.Status, {
      userId: session.userId,
      ...withTraveller(traveller_id),
      ...(date === undefined ? {} : { date }),
    });
  }

  @Post('travel-entries')
  create(
    @CurrentSession() session: Session,
    @Body() { traveller_id, ...dto }: CreateTravelEntryDto,
  ): Promise<TravelEntryDto> {
    return this.change(session.userId, TravelPatterns.CreateEntry, {
      ...dto,
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  /**
   * Visits from a CSV file (issue #22, "Never retyped"): with `dry_run` the preview (nothing
   * written), else all added in one transaction, or none with a 400 naming the bad lines. The body
   * may be larger than other routes' (`IMPORT_BODY_LIMIT_BYTES`, set in configure-http).
   */
  @Post('travel-entries/import')
  @HttpCode(200)
  import(
    @CurrentSession() session: Session,
    @Body() { traveller_id, ...dto }: ImportTravelEntriesDto,
  ): Promise<ImportResultDto> {
    const request = {
      csv: dto.csv,
      dry_run: dto.dry_run === true,
      userId: session.userId,
      ...withTraveller(traveller_id),
    };
    if (request.dry_run) return this.services.travel(TravelPatterns.ImportEntries, request);
    return this.change(session.userId, TravelPatterns.ImportEntries, request);
  }

  /** Beyond SPEC: entry and exit in one atomic call, so a failure never leaves half a visit. */
  @Post('travel-entries/visit')
  recordVisit(
    @CurrentSession() session: Session,
    @Body() { traveller_id, ...dto }: RecordVisitDto,
  ): Promise<{ entry: TravelEntryDto; exit: TravelEntryDto }> {
    return this.change(session.userId, TravelPatterns.RecordVisit, {
      ...dto,
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  /** Beyond SPEC: a visit's entry and exit changed together (SPEC §4 "Editing"). */
  @Put('travel-entries/visit/:entryId')
  updateVisit(
    @CurrentSession() session: Session,
    @Param('entryId', new UuidParamPipe('entryId')) entryId: string,
    @Body() { traveller_id, ...dto }: UpdateVisitDto,
  ): Promise<UpdateVisitResultDto> {
    return this.change(session.userId, TravelPatterns.UpdateVisit, {
      ...dto,
      entryId,
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  @Put('travel-entries/:id')
  update(
    @CurrentSession() session: Session,
    @Param('id', new UuidParamPipe('id')) id: string,
    @Body() { traveller_id, ...dto }: UpdateTravelEntryDto,
  ): Promise<TravelEntryDto> {
    if (dto.id !== undefined && dto.id !== id) {
      throw new ValidationError([
        { field: 'id', messages: ['id must match the entry in the address'] },
      ]);
    }
    return this.change(session.userId, TravelPatterns.UpdateEntry, {
      ...dto,
      id,
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  @Delete('travel-entries/visit/:entryId/:exitId')
  @HttpCode(204)
  async deleteVisit(
    @CurrentSession() session: Session,
    @Param('entryId', new UuidParamPipe('entryId')) entryId: string,
    @Param('exitId', new UuidParamPipe('exitId')) exitId: string,
    @Query() { traveller_id }: TravellerChoiceDto,
  ): Promise<void> {
    await this.change(session.userId, TravelPatterns.DeleteVisit, {
      userId: session.userId,
      ...withTraveller(traveller_id),
      entryId,
      exitId,
    });
  }

  /** An ongoing visit: the entry alone. */
  @Delete('travel-entries/visit/:entryId')
  @HttpCode(204)
  async deleteOngoingVisit(
    @CurrentSession() session: Session,
    @Param('entryId', new UuidParamPipe('entryId')) entryId: string,
    @Query() { traveller_id }: TravellerChoiceDto,
  ): Promise<void> {
    await this.change(session.userId, TravelPatterns.DeleteVisit, {
      userId: session.userId,
      ...withTraveller(traveller_id),
      entryId,
    });
  }

  @Delete('travel-entries/:id')
  @HttpCode(204)
  async delete(
    @CurrentSession() session: Session,
    @Param('id', new UuidParamPipe('id')) id: string,
    @Query() { traveller_id }: TravellerChoiceDto,
  ): Promise<void> {
    await this.change(session.userId, TravelPatterns.DeleteEntry, {
      userId: session.userId,
      ...withTraveller(traveller_id),
      id,
    });
  }

  /** The body is optional: `{ traveller_id }` for a traveller other than the account holder. */
  @Post('cleanup-entries')
  @HttpCode(200)
  cleanup(
    @CurrentSession() session: Session,
    @Body() { traveller_id }: TravellerChoiceDto,
  ): Promise<CleanupResultDto> {
    return this.change(session.userId, TravelPatterns.CleanupEntries, {
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  /**
   * A call that may change the user's records. The travel service sets the list version after
   * each change; this gateway also forgets its own copy, whatever the outcome (a call that timed
   * out may still have committed).
   */
  private async change<T>(userId: string, pattern: string, payload: object): Promise<T> {
    try {
      return await this.services.travel<T>(pattern, payload);
    } finally {
      this.listCache.forget(userId);
    }
  }
}
