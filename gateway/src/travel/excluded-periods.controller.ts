import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';

import {
  CreateExcludedPeriodDto,
  TravellerChoiceDto,
  TravelPatterns,
  withTraveller,
  type ExcludedPeriodDto,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { CurrentSession, SessionGuard } from '../session/session.guard';

/**
 * A traveller's residence permits and long-stay visas (issue #22, ADR 0036), whose days do not
 * count towards the 90: `GET /api/excluded-periods[?traveller_id=]` → `[{ id, traveller_id, from,
 * to, issuing_state, kind }]`, `POST { traveller_id?, from, to, issuing_state, kind }` → 201 with
 * the period, `DELETE /{id}` → 204. Absent `traveller_id`: the account holder's; it goes on as the
 * signed `travellerId` (ADR 0034) and the travel service resolves it. Another account's traveller
 * or period is 404.
 */
@Controller('api/excluded-periods')
@UseGuards(SessionGuard)
export class ExcludedPeriodsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  list(
    @CurrentSession() session: Session,
    @Query() { traveller_id }: TravellerChoiceDto,
  ): Promise<ExcludedPeriodDto[]> {
    return this.services.travel(TravelPatterns.ListExcludedPeriods, {
      userId: session.userId,
      ...withTraveller(traveller_id),
    });
  }

  @Post()
  create(
    @CurrentSession() session: Session,
    @Body() dto: CreateExcludedPeriodDto,
  ): Promise<ExcludedPeriodDto> {
    return this.services.travel(TravelPatterns.CreateExcludedPeriod, {
      ...withTraveller(dto.traveller_id),
      from: dto.from,
      to: dto.to,
      issuing_state: dto.issuing_state,
      kind: dto.kind,
      userId: session.userId,
    });
  }

  @Delete(':periodId')
  @HttpCode(204)
  async delete(
    @CurrentSession() session: Session,
    @Param('periodId', new UuidParamPipe('periodId')) id: string,
  ): Promise<void> {
    await this.services.travel(TravelPatterns.DeleteExcludedPeriod, { id, userId: session.userId });
  }
}
