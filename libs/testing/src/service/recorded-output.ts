import type { CliOutput } from '@app/nest-core';

/** Collects a CLI command's lines for assertions. */
export class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  readonly errors: string[] = [];
  out = (line: string): void => void this.lines.push(line);
  err = (line: string): void => void this.errors.push(line);
}
