import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';

import {
  AUTH_SERVICE,
  BILLING_SERVICE,
  NOTIFICATION_SERVICE,
  REPORTING_SERVICE,
  TRAVEL_SERVICE,
} from '@app/contracts';
import { RpcSigner, sendRpc } from '@app/rpc';

import { GatewayEnv } from '../config/env.schema';

/** The services the gateway calls, by the name their calls are addressed to: each client's token. */
export const CALLED_SERVICES = {
  auth: AUTH_SERVICE,
  notification: NOTIFICATION_SERVICE,
  travel: TRAVEL_SERVICE,
  billing: BILLING_SERVICE,
  reporting: REPORTING_SERVICE,
} as const;

export type CalledService = keyof typeof CALLED_SERVICES;

/** Where `service` listens, from the gateway's `<SERVICE>_SERVICE_HOST|PORT`. */
export function calledServiceAddress(
  env: GatewayEnv,
  service: CalledService,
): { host: string; port: number } {
  const prefix = service.toUpperCase() as Uppercase<CalledService>;
  return { host: env[`${prefix}_SERVICE_HOST`], port: env[`${prefix}_SERVICE_PORT`] };
}

/** How long one call may take: the usual `RPC_TIMEOUT_MS`, or the admin's longer batch calls. */
export type CallBudget = 'default' | 'admin-batch';

/** Calls a service by message pattern, with the configured timeout and coded errors. */
@Injectable()
export class ServiceClient {
  /** Signs each call's assertion: the service, and the user or admin the payload acts for. */
  private readonly signer: RpcSigner;
  private readonly clients: Record<CalledService, ClientProxy>;

  constructor(
    @Inject(AUTH_SERVICE) auth: ClientProxy,
    @Inject(NOTIFICATION_SERVICE) notification: ClientProxy,
    @Inject(TRAVEL_SERVICE) travel: ClientProxy,
    @Inject(BILLING_SERVICE) billing: ClientProxy,
    @Inject(REPORTING_SERVICE) reporting: ClientProxy,
    private readonly env: GatewayEnv,
  ) {
    this.clients = { auth, notification, travel, billing, reporting };
    this.signer = new RpcSigner('gateway', env.GATEWAY_RPC_PRIVATE_KEY);
  }

  auth<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return this.call<T>('auth', pattern, payload, budget);
  }

  notification<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return this.call<T>('notification', pattern, payload, budget);
  }

  travel<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return this.call<T>('travel', pattern, payload, budget);
  }

  billing<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return this.call<T>('billing', pattern, payload, budget);
  }

  reporting<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return this.call<T>('reporting', pattern, payload, budget);
  }

  private call<T>(
    service: CalledService,
    pattern: string,
    payload: unknown,
    budget: CallBudget,
  ): Promise<T> {
    const timeoutMs =
      budget === 'admin-batch' ? this.env.ADMIN_BATCH_RPC_TIMEOUT_MS : this.env.RPC_TIMEOUT_MS;
    return sendRpc<T>(this.clients[service], this.signer, service, pattern, payload, timeoutMs);
  }
}
