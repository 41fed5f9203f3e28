import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';

/** The readiness probe pattern a service answers: `<service>.health.check`. */
export function healthPattern(service: string): string {
  return `${service}.health.check`;
}

export interface HealthStatus {
  status: 'ok';
  service: string;
}

/**
 * A controller that answers the gateway's readiness probe for `service`. A service can add its own
 * dependency checks by answering the same pattern itself instead.
 *
 * @example
 * @Module({ controllers: [createRpcHealthController('auth')] })
 */
export function createRpcHealthController(service: string): Type<unknown> {
  @Controller()
  class RpcHealthController {
    @MessagePattern(healthPattern(service))
    check(): HealthStatus {
      return { status: 'ok', service };
    }
  }
  return RpcHealthController;
}
