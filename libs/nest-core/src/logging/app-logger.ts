import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter: one line per module and route, useless in a running product's log. */
const QUIET_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
]);

/**
 * The logger of every process: Nest's console logger without its per-module and per-route
 * start-up lines, colours only on a terminal, and the process name as prefix.
 *
 * @example
 * NestFactory.create(AppModule, adapter, { logger: new AppLogger('gateway') });
 */
export class AppLogger extends ConsoleLogger {
  constructor(name: string) {
    super({ prefix: name, colors: Boolean(process.stdout.isTTY) && !process.env['NO_COLOR'] });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && QUIET_CONTEXTS.has(context)) return;
    super.log(message, ...rest);
  }
}
