/**
 * Injection tokens of the RPC clients the gateway (and any service calling another) registers
 * with `ClientsModule`, one per service.
 *
 * @example
 * constructor(@Inject(TRAVEL_SERVICE) private readonly travel: ClientProxy) {}
 */
export const AUTH_SERVICE = 'AUTH_SERVICE';
export const TRAVEL_SERVICE = 'TRAVEL_SERVICE';
export const BILLING_SERVICE = 'BILLING_SERVICE';
export const NOTIFICATION_SERVICE = 'NOTIFICATION_SERVICE';
export const REPORTING_SERVICE = 'REPORTING_SERVICE';

export const SERVICE_TOKENS = [
  AUTH_SERVICE,
  TRAVEL_SERVICE,
  BILLING_SERVICE,
  NOTIFICATION_SERVICE,
  REPORTING_SERVICE,
] as const;

export type ServiceToken = (typeof SERVICE_TOKENS)[number];
