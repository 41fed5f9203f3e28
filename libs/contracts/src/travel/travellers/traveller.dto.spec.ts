import { validateDto } from '../../common/validate-dto';
import { dashboardPathOf, TRAVELLER_NAME_MAX_LENGTH, TravellerNameDto } from './traveller.dto';

async function messagesOf(body: unknown): Promise<string[]> {
  const result = await validateDto(TravellerNameDto, body);
  if (result.ok) return [];
  return result.error.errors.flatMap((error) => error.messages);
}

describe('TravellerNameDto', () => {
  it('accepts a name and trims it', async () => {
    const result = await validateDto(TravellerNameDto, { name: '  Ada  ' });
    expect(result.ok && result.value.name).toBe('Ada');
  });

  it.each([
    ['a missing name', {}, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a name that is not text', { name: 42 }, 'Name must be text'],
    [
      'a name that is too long',
      { name: 'x'.repeat(TRAVELLER_NAME_MAX_LENGTH + 1) },
      `Name must be at most ${TRAVELLER_NAME_MAX_LENGTH} characters`,
    ],
  ])('refuses %s', async (_case, body, message) => {
    expect(await messagesOf(body)).toContain(message);
  });

  it('accepts a name of the longest length', async () => {
    expect(await messagesOf({ name: 'x'.repeat(TRAVELLER_NAME_MAX_LENGTH) })).toEqual([]);
  });
});

describe('dashboardPathOf', () => {
  it('is the dashboard for the account holder and names another traveller in the query', () => {
    expect(dashboardPathOf()).toBe('/dashboard');
    expect(dashboardPathOf(null)).toBe('/dashboard');
    expect(dashboardPathOf('5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f')).toBe(
      '/dashboard?traveller=5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
    );
  });
});
