import {
  type ExcludedPeriodDto,
  type TravelEntryDto,
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
