import {
  type ExcludedPeriodDto,
  NotFoundError,
  type TravelEntryDto,
  type TravellerDto,
  TravelPatterns,
  withTraveller,
} from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/** The travel service as the reporting service calls it: the user's stored records. */
export class TravelClient extends RpcServiceClient {
  protected readonly service = 'travel';

  /**
   * Every travel record of the user's traveller (`TravelPatterns.ListEntries`; absent: the account
   * holder's); NOT_FOUND for a traveller that is not the user's.
   */
  listEntries(userId: string, travellerId?: string): Promise<TravelEntryDto[]> {
    return this.send<TravelEntryDto[]>(TravelPatterns.ListEntries, {
      userId,
      ...withTraveller(travellerId),
    });
  }

  /** The traveller's residence permits and long-stay visas (`ListExcludedPeriods`). */
  listExcludedPeriods(userId: string, travellerId?: string): Promise<ExcludedPeriodDto[]> {
    return this.send<ExcludedPeriodDto[]>(TravelPatterns.ListExcludedPeriods, {
      userId,
      ...withTraveller(travellerId),
    });
  }

  /**
   * The user's traveller `travellerId` as the travel service records it (`ListTravellers`: the
   * account's own, so another account's is not in it): NOT_FOUND "Traveller not found" otherwise,
   * as every travel call about it answers.
   */
  async traveller(userId: string, travellerId: string): Promise<TravellerDto> {
    const travellers = await this.send<TravellerDto[]>(TravelPatterns.ListTravellers, { userId });
    const traveller = travellers.find(({ id }) => id === travellerId);
    if (traveller === undefined) throw new NotFoundError('Traveller', travellerId);
    return traveller;
  }

  /** What an export counts: the records and the periods whose days do not count. */
  async history(
    userId: string,
    travellerId?: string,
  ): Promise<{ entries: TravelEntryDto[]; periods: ExcludedPeriodDto[] }> {
    const [entries, periods] = await Promise.all([
      this.listEntries(userId, travellerId),
      this.listExcludedPeriods(userId, travellerId),
    ]);
    return { entries, periods };
  }
}
