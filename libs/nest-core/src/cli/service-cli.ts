/** Where a CLI command writes: lines for people (stdout) and problems (stderr). */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const consoleOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** A command's failure that the CLI reports as one line and exit code 1. */
export class CliError extends Error {}

export interface CliCommand<Env> {
  /** The usage line after the command name, e.g. '<username>'. */
  readonly args?: string;
  /** How many arguments the command takes (default 0). */
  readonly arity?: number;
  readonly description: string;
  run(env: Env, args: readonly string[], output: CliOutput): Promise<void>;
}

export interface ServiceCli<Env> {
  /** e.g. 'services/travel/dist/cli.js' */
  readonly script: string;
  readonly commands: Readonly<Record<string, CliCommand<Env>>>;
  /** Loads and validates the configuration (it throws with every problem named). */
  readonly loadEnv: (env: Record<string, string | undefined>) => Env;
}

export interface CliContext {
  env?: Record<string, string | undefined>;
  output?: CliOutput;
}

/** The usage text of a service CLI. */
export function cliUsage<Env>(cli: ServiceCli<Env>): string[] {
  const names = Object.entries(cli.commands).map(([name, c]) =>
    c.args ? `${name} ${c.args}` : name,
  );
  const width = Math.max(...names.map((n) => n.length)) + 2;
  return [
    `Usage: node ${cli.script} <command>`,
    '',
    'Commands:',
    ...Object.values(cli.commands).map((c, i) => `  ${names[i]!.padEnd(width)} ${c.description}`),
    '',
    'Configuration comes from the environment (DATABASE_URL is required).',
  ];
}

/**
 * Runs one command of a service's CLI and returns the exit code: 0 done, 1 failed, 2 bad usage.
 *
 * @example
 * process.exitCode = await runServiceCli(travelCli, process.argv.slice(2));
 */
export async function runServiceCli<Env>(
  cli: ServiceCli<Env>,
  args: readonly string[],
  context: CliContext = {},
): Promise<number> {
  const output = context.output ?? consoleOutput;
  const [name, ...rest] = args;
  const usage = (code: number): number => {
    for (const line of cliUsage(cli)) (code === 0 ? output.out : output.err)(line);
    return code;
  };
  if (name === undefined || name === 'help' || name === '--help') return usage(0);
  const command = Object.hasOwn(cli.commands, name) ? cli.commands[name] : undefined;
  if (!command) {
    output.err(`Unknown command "${name}".`);
    return usage(2);
  }
  if (rest.length !== (command.arity ?? 0)) return usage(2);
  try {
    await command.run(cli.loadEnv(context.env ?? process.env), rest, output);
    return 0;
  } catch (error) {
    output.err(error instanceof CliError ? error.message : `${name} failed: ${String(error)}`);
    return 1;
  }
}

/**
 * A CLI process's main: runs the command named by the process's arguments and sets the exit code
 * (an unexpected error is printed and gives 1).
 *
 * @example
 * runServiceCliProcess(travelCli); // services/travel/src/cli.ts
 */
export function runServiceCliProcess<Env>(cli: ServiceCli<Env>): void {
  runServiceCli(cli, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
