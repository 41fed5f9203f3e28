import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';

import { TravelPatterns, TravellerNameDto, type TravellerDto } from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { CurrentSession, SessionGuard } from '../session/session.guard';
import { TravelListCache } from './travel-list-cache';

/**
 * The signed-in account's travellers (issue #22, "The API"): `GET /api/travellers` →
 * `[{ id, name, is_account_holder }]`, `POST { name }` → 201 with the traveller, `PUT /{id}
 * { name }` renames, `DELETE /{id}` deletes the traveller and their visits (not the account
 * holder's: 409). Another account's traveller is 404.
 */
@Controller('api/travellers')
@UseGuards(SessionGuard)
export class TravellersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly listCache: TravelListCache,
  ) {}

  @Get()
  list(@CurrentSession() session: Session): Promise<TravellerDto[]> {
    return this.services.travel(TravelPatterns.ListTravellers, { userId: session.userId });
  }

  @Post()
  create(@CurrentSession() session: Session, @Body() dto: TravellerNameDto): Promise<TravellerDto> {
    return this.services.travel(TravelPatterns.CreateTraveller, {
      name: dto.name,
      userId: session.userId,
    });
  }

  @Put(':travellerId')
  rename(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) id: string,
    @Body() dto: TravellerNameDto,
  ): Promise<TravellerDto> {
    return this.services.travel(TravelPatterns.RenameTraveller, {
      name: dto.name,
      id,
      userId: session.userId,
    });
  }

  /** Deletes the traveller's records too, so the user's list copies are forgotten. */
  @Delete(':travellerId')
  @HttpCode(204)
  async delete(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) id: string,
  ): Promise<void> {
    try {
      await this.services.travel(TravelPatterns.DeleteTraveller, { id, userId: session.userId });
    } finally {
      this.listCache.forget(session.userId);
    }
  }
}
