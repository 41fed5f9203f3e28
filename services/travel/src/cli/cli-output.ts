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
