/**
 * What the adapters and the relay log through: a subset of Nest's `LoggerService`, so a service
 * passes its own logger (`new Logger('event-bus')`, which logs through the process's pino logger) unchanged.
 */
export interface EventBusLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The default: console lines prefixed with `[event-bus]`. */
export const consoleLogger: EventBusLogger = {
  log: (message) => console.log(`[event-bus] ${message}`),
  warn: (message) => console.warn(`[event-bus] ${message}`),
  error: (message) => console.error(`[event-bus] ${message}`),
};

/** The message of anything thrown, for one log line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
