import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';

import {
  AUTH_SERVICE,
  BILLING_SERVICE,
  NOTIFICATION_SERVICE,
  REPORTING_SERVICE,
  TRAVEL_SERVICE,
} from '@app/contracts';
import { sendRpc } from '@app/nest-core';

import { GatewayEnv } from '../config/env.schema';

/** Calls a service by message pattern, with the configured timeout and coded errors. */
@Injectable()
export class ServiceClient {
  constructor(
    @Inject(AUTH_SERVICE) private readonly authClient: ClientProxy,
    @Inject(NOTIFICATION_SERVICE) private readonly notificationClient: ClientProxy,
    @Inject(TRAVEL_SERVICE) private readonly travelClient: ClientProxy,
    @Inject(BILLING_SERVICE) private readonly billingClient: ClientProxy,
    @Inject(REPORTING_SERVICE) private readonly reportingClient: ClientProxy,
    private readonly env: GatewayEnv,
  ) {}

  auth<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(this.authClient, 'auth', pattern, payload, this.env.RPC_TIMEOUT_MS);
  }

  notification<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(
      this.notificationClient,
      'notification',
      pattern,
      payload,
      this.env.RPC_TIMEOUT_MS,
    );
  }

  travel<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(this.travelClient, 'travel', pattern, payload, this.env.RPC_TIMEOUT_MS);
  }

  billing<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(this.billingClient, 'billing', pattern, payload, this.env.RPC_TIMEOUT_MS);
  }

  reporting<T>(pattern: string, payload: unknown): Promise<T> {
    return sendRpc<T>(this.reportingClient, 'reporting', pattern, payload, this.env.RPC_TIMEOUT_MS);
  }
}
