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

import {
  AuthPatterns,
  TravelPatterns,
  TravellerNameDto,
  UpdateTravellerDetailsDto,
  type TravellerDetailsDto,
  type TravellerDetailsRecordDto,
  type TravellerDto,
  type UserDto,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { CurrentSession, SessionGuard } from '../session/session.guard';
import { UserCache } from '../user/user-cache';
import { TravelListCache } from './travel-list-cache';

/**
 * The signed-in account's travellers (issue #22, "The API"): `GET /api/travellers` →
 * `[{ id, name, is_account_holder }]`, `POST { name }` → 201 with the traveller, `PUT /{id}
 * { name }` renames, `DELETE /{id}` deletes the traveller and their visits (not the account
 * holder's: 409). `GET`/`PUT /{id}/details` read and change a traveller's passport dates,
 * nationality note and reminder switch: the account holder's passport dates and `email_reminders`
 * are the profile's (auth), so for them this route reads and writes the profile, and the travel
 * service keeps the rest. Another account's traveller is 404.
 */
@Controller('api/travellers')
@UseGuards(SessionGuard)
export class TravellersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly listCache: TravelListCache,
    private readonly userCache: UserCache,
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

  @Get(':travellerId/details')
  async details(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) id: string,
  ): Promise<TravellerDetailsDto> {
    return this.withProfilePassport(session.userId, await this.storedDetails(session.userId, id));
  }

  /**
   * Changes the fields given. The account holder's passport dates and `email_reminders` go to the
   * profile (auth checks them as for `PUT /api/user/profile`), first, so that a refused date
   * changes nothing; the rest goes to the travel service.
   */
  @Put(':travellerId/details')
  async updateDetails(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) id: string,
    @Body() dto: UpdateTravellerDetailsDto,
  ): Promise<TravellerDetailsDto> {
    const { userId } = session;
    const stored = await this.storedDetails(userId, id);
    if (!stored.is_account_holder) {
      const updated = await this.services.travel<TravellerDetailsRecordDto>(
        TravelPatterns.UpdateTravellerDetails,
        { ...dto, userId, id },
      );
      return detailsOf(updated);
    }
    const { nationality_note, passport_issue_date, passport_expiry_date, email_reminders } = dto;
    if (
      passport_issue_date !== undefined ||
      passport_expiry_date !== undefined ||
      email_reminders !== undefined
    ) {
      const user = await this.userCache.user(userId);
      try {
        await this.services.auth<UserDto>(AuthPatterns.UpdateProfile, {
          email: user.email,
          email_reminders: email_reminders ?? user.email_reminders,
          weekly_summaries: user.weekly_summaries,
          ...(passport_issue_date === undefined ? {} : { passport_issue_date }),
          ...(passport_expiry_date === undefined ? {} : { passport_expiry_date }),
          userId,
        });
      } finally {
        this.userCache.forget(userId);
      }
    }
    const updated =
      nationality_note === undefined
        ? stored
        : await this.services.travel<TravellerDetailsRecordDto>(
            TravelPatterns.UpdateTravellerDetails,
            { nationality_note, userId, id },
          );
    return this.withProfilePassport(userId, updated);
  }

  /** The traveller's details as the travel service keeps them (404 unless the user's). */
  private storedDetails(userId: string, id: string): Promise<TravellerDetailsRecordDto> {
    return this.services.travel<TravellerDetailsRecordDto>(TravelPatterns.GetTravellerDetails, {
      userId,
      id,
    });
  }

  /**
   * The details, with the profile's passport dates and `email_reminders` for the account holder's
   * traveller.
   */
  private async withProfilePassport(
    userId: string,
    record: TravellerDetailsRecordDto,
  ): Promise<TravellerDetailsDto> {
    if (!record.is_account_holder) return detailsOf(record);
    const user = await this.userCache.user(userId);
    return {
      passport_issue_date: user.passport_issue_date,
      passport_expiry_date: user.passport_expiry_date,
      nationality_note: record.nationality_note,
      email_reminders: user.email_reminders,
    };
  }
}

/** The API's shape of a stored record (without `is_account_holder`). */
function detailsOf({
  passport_issue_date,
  passport_expiry_date,
  nationality_note,
  email_reminders,
}: TravellerDetailsRecordDto): TravellerDetailsDto {
  return { passport_issue_date, passport_expiry_date, nationality_note, email_reminders };
}
