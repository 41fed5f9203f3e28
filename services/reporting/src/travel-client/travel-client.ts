import type { OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

import { type TravelEntryDto, TravelPatterns } from '@app/contracts';
import { type RpcSigner, sendRpc } from '@app/nest-core';

/** The travel service as the reporting service calls it: the user's stored records. */
export class TravelClient implements OnApplicationShutdown {
  constructor(
    private readonly client: ClientProxy,
    private readonly signer: RpcSigner,
    private readonly timeoutMs: number,
  ) {}

  /** Every travel record of the user (`TravelPatterns.ListEntries`). */
  listEntries(userId: string): Promise<TravelEntryDto[]> {
    return sendRpc<TravelEntryDto[]>(
      this.client,
      this.signer,
      'travel',
      TravelPatterns.ListEntries,
      { userId },
      this.timeoutMs,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
