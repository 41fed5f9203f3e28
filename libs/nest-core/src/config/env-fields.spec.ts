import { IsEnvInt, IsEnvSecret } from './env-fields';
import { loadConfig } from './load-config';

class SecretsEnv {
  @IsEnvSecret(32)
  SIGNING_SECRET!: string;

  @IsEnvSecret(16, { optional: true })
  SEALING_KEY?: string;

  @IsEnvInt({ min: 1, max: 65_535 })
  PORT = 3000;
}

const secret = 's'.repeat(32);

describe('env fields', () => {
  it('accepts a long enough secret, converts an integer, and leaves an optional secret unset', () => {
    const env = loadConfig(SecretsEnv, { SIGNING_SECRET: secret, PORT: '8080' });
    expect(env).toMatchObject({ SIGNING_SECRET: secret, PORT: 8080 });
    expect(env.SEALING_KEY).toBeUndefined();
  });

  it('names a missing required secret and the length it needs', () => {
    expect(() => loadConfig(SecretsEnv, {})).toThrow(
      'SIGNING_SECRET: SIGNING_SECRET is required (at least 32 characters)',
    );
  });

  it('refuses a short secret, required or optional, with its name and length', () => {
    const load = () => loadConfig(SecretsEnv, { SIGNING_SECRET: 'short', SEALING_KEY: 'short' });
    expect(load).toThrow('SIGNING_SECRET must have at least 32 characters');
    expect(load).toThrow('SEALING_KEY must have at least 16 characters');
  });

  it('refuses a port outside its range', () => {
    expect(() => loadConfig(SecretsEnv, { SIGNING_SECRET: secret, PORT: '70000' })).toThrow(
      'PORT must not be greater than 65535',
    );
  });
});
