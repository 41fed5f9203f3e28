import { type TravelEntryDto, TravelPatterns } from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/** The travel service as the reporting service calls it: the user's stored records. */
export class TravelClient extends RpcServiceClient {
  protected readonly service = 'travel';

  /** Every travel record of the user (`TravelPatterns.ListEntries`). */
  listEntries(userId: string): Promise<TravelEntryDto[]> {
    return this.send<TravelEntryDto[]>(TravelPatterns.ListEntries, { userId });
  }
}
