import { validateDto } from '../../common/validate-dto';
import { UpdateTravellerDetailsDto } from './traveller-details.dto';

describe('UpdateTravellerDetailsDto', () => {
  it.each([true, false])('accepts email_reminders %s', async (value) => {
    const result = await validateDto(UpdateTravellerDetailsDto, { email_reminders: value });
    expect(result.ok && result.value.email_reminders).toBe(value);
  });

  it('takes an absent email_reminders (unchanged)', async () => {
    const result = await validateDto(UpdateTravellerDetailsDto, { nationality_note: 'Canadian' });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.email_reminders).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['text', 'true'],
    ['a number', 1],
  ])('refuses email_reminders given as %s, naming the field', async (_case, value) => {
    const result = await validateDto(UpdateTravellerDetailsDto, { email_reminders: value });
    expect(result.ok ? [] : result.error.errors).toEqual([
      { field: 'email_reminders', messages: ['email_reminders must be true or false'] },
    ]);
  });
});
