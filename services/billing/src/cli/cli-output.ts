/** The CLI plumbing is shared by every service (nest-core). */
export { CliError, consoleOutput, type CliOutput } from '@app/nest-core';
