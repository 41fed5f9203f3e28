import { CliError, type CliOutput, runServiceCli, type ServiceCli } from './service-cli';

function recorder(): CliOutput & { out: jest.Mock; err: jest.Mock; lines(): string } {
  const out = jest.fn();
  const err = jest.fn();
  return { out, err, lines: () => [...out.mock.calls, ...err.mock.calls].flat().join('\n') };
}

const ran: Array<[string, readonly string[], string]> = [];
const cli: ServiceCli<{ NAME: string }> = {
  script: 'services/demo/dist/cli.js',
  loadEnv: (env) => {
    if (!env['NAME']) throw new Error('Invalid configuration: NAME is required');
    return { NAME: env['NAME'] };
  },
  commands: {
    migrate: {
      description: 'migrate things',
      run: async (env, args) => void ran.push(['migrate', args, env.NAME]),
    },
    promote: {
      args: '<username>',
      arity: 1,
      description: 'promote someone',
      run: async (_env, [username]) => {
        if (username === 'nobody') throw new CliError('No account is named "nobody".');
        ran.push(['promote', [username ?? ''], '']);
      },
    },
  },
};

describe('runServiceCli', () => {
  beforeEach(() => {
    ran.length = 0;
  });

  it('runs a command with the loaded configuration and its arguments', async () => {
    const output = recorder();
    expect(await runServiceCli(cli, ['migrate'], { env: { NAME: 'x' }, output })).toBe(0);
    expect(await runServiceCli(cli, ['promote', 'ada'], { env: { NAME: 'x' }, output })).toBe(0);
    expect(ran).toEqual([
      ['migrate', [], 'x'],
      ['promote', ['ada'], ''],
    ]);
  });

  it('prints the usage with exit 0 for help and 2 for an unknown command or a wrong argument count', async () => {
    const help = recorder();
    expect(await runServiceCli(cli, [], { env: {}, output: help })).toBe(0);
    expect(help.out.mock.calls.flat().join('\n')).toMatch(
      /Usage: node services\/demo\/dist\/cli\.js <command>[\s\S]*promote <username>\s+promote someone/,
    );
    for (const args of [['nope'], ['promote'], ['migrate', 'extra']]) {
      const output = recorder();
      expect(await runServiceCli(cli, args, { env: { NAME: 'x' }, output })).toBe(2);
    }
    expect(ran).toEqual([]);
  });

  it('reports a failure as one line and exit 1: a CliError as it is, anything else with the command', async () => {
    const output = recorder();
    expect(await runServiceCli(cli, ['promote', 'nobody'], { env: { NAME: 'x' }, output })).toBe(1);
    expect(output.err).toHaveBeenCalledWith('No account is named "nobody".');
    const config = recorder();
    expect(await runServiceCli(cli, ['migrate'], { env: {}, output: config })).toBe(1);
    expect(config.err).toHaveBeenCalledWith(
      'migrate failed: Error: Invalid configuration: NAME is required',
    );
  });
});
