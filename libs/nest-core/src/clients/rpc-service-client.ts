import type { FactoryProvider, OnApplicationShutdown, Type } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';

import { DEFAULT_RPC_TIMEOUT_MS, type RpcSigner, sendRpc } from '@app/rpc';

/**
 * Base of a typed client of one service over TCP RPC: a subclass names the `service` (for
 * errors and metrics) and offers one method per call, each through `send`. The connection is
 * made lazily and closed when the app shuts down.
 *
 * @example
 * export class TravelClient extends RpcServiceClient {
 *   protected readonly service = 'travel';
 *   listEntries(userId: string): Promise<TravelEntryDto[]> {
 *     return this.send(TravelPatterns.ListEntries, { userId });
 *   }
 * }
 */
export abstract class RpcServiceClient implements OnApplicationShutdown {
  /** The called service's name, e.g. 'travel'. */
  protected abstract readonly service: string;

  constructor(
    private readonly client: ClientProxy,
    private readonly signer: RpcSigner,
    private readonly timeoutMs: number = DEFAULT_RPC_TIMEOUT_MS,
  ) {}

  /** One signed call (`sendRpc`) of `pattern`. */
  protected send<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(this.client, this.signer, this.service, pattern, payload, this.timeoutMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Where a client's service listens, the key its calls are signed with, and their time limit. */
export interface RpcServiceTarget {
  host: string;
  port: number;
  signer: RpcSigner;
  /** Unset: `DEFAULT_RPC_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * The Nest provider of an `RpcServiceClient` subclass, made from the app's validated env.
 *
 * @example
 * rpcClientProvider(TravelClient, ReportingEnv, (env) => ({
 *   host: env.TRAVEL_SERVICE_HOST,
 *   port: env.TRAVEL_SERVICE_PORT,
 *   signer: new RpcSigner('reporting', env.REPORTING_RPC_PRIVATE_KEY),
 * }))
 */
export function rpcClientProvider<Client extends RpcServiceClient, Env>(
  client: new (proxy: ClientProxy, signer: RpcSigner, timeoutMs?: number) => Client,
  env: Type<Env>,
  target: (env: Env) => RpcServiceTarget,
): FactoryProvider<Client> {
  return {
    provide: client,
    inject: [env],
    useFactory: (config: Env) => {
      const { host, port, signer, timeoutMs } = target(config);
      const proxy = ClientProxyFactory.create({
        transport: Transport.TCP,
        options: { host, port },
      });
      return new client(proxy, signer, timeoutMs);
    },
  };
}
