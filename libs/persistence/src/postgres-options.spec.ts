import { postgresOptions } from './postgres-options';
import { SnakeNamingStrategy } from './naming/snake-naming.strategy';

describe('postgresOptions', () => {
  const options = postgresOptions({
    url: 'postgres://postgres@127.0.0.1:5432/app',
    schema: 'auth',
    entities: [],
  });

  it('points every table and the migrations table at the service schema', () => {
    expect(options).toMatchObject({
      type: 'postgres',
      schema: 'auth',
      migrationsTableName: 'migrations',
      extra: { options: '-c search_path=auth,public' },
    });
  });

  it('never synchronises the schema from the entities', () => {
    expect(options.synchronize).toBe(false);
    expect(options.migrationsRun).toBe(false);
  });

  it('names columns in snake_case', () => {
    expect(options.namingStrategy).toBeInstanceOf(SnakeNamingStrategy);
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() =>
      postgresOptions({ url: 'postgres://x/y', schema: 'auth; DROP TABLE x', entities: [] }),
    ).toThrow('Invalid schema name');
  });
});
