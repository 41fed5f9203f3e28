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

/** How long one call may take: the usual `RPC_TIMEOUT_MS`, or the admin's longer batch calls. */
export type CallBudget = 'default' | 'admin-batch';

/** Calls a service by message pattern, with the configured timeout and coded errors. */
@Injectable()
export class ServiceClient {
  /** Signs each call's assertion: the service, and the user or admin the payload acts for. */
  private readonly signer: RpcSigner;

  constructor(
    @Inject(AUTH_SERVICE) private readonly authClient: ClientProxy,
    @Inject(NOTIFICATION_SERVICE) private readonly notificationClient: ClientProxy,
    @Inject(TRAVEL_SERVICE) private readonly travelClient: ClientProxy,
    @Inject(BILLING_SERVICE) private readonly billingClient: ClientProxy,
    @Inject(REPORTING_SERVICE) private readonly reportingClient: ClientProxy,
    private readonly env: GatewayEnv,
  ) {
    this.signer = new RpcSigner('gateway', env.GATEWAY_RPC_PRIVATE_KEY);
  }

  auth<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return sendRpc<T>(this.authClient, this.signer, 'auth', pattern, payload, this.timeout(budget));
  }

  notification<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return sendRpc<T>(
      this.notificationClient,
      this.signer,
      'notification',
      pattern,
      payload,
      this.timeout(budget),
    );
  }

  travel<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return sendRpc<T>(
      this.travelClient,
      this.signer,
      'travel',
      pattern,
      payload,
      this.timeout(budget),
    );
  }

  billing<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return sendRpc<T>(
      this.billingClient,
      this.signer,
      'billing',
      pattern,
      payload,
      this.timeout(budget),
    );
  }

  reporting<T>(pattern: string, payload: unknown, budget: CallBudget = 'default'): Promise<T> {
    return sendRpc<T>(
      this.reportingClient,
      this.signer,
      'reporting',
      pattern,
      payload,
      this.timeout(budget),
    );
  }

  private timeout(budget: CallBudget): number {
    return budget === 'admin-batch' ? this.env.ADMIN_BATCH_RPC_TIMEOUT_MS : this.env.RPC_TIMEOUT_MS;
  }
}
