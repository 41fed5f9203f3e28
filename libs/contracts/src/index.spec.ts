import * as contracts from './index';

describe('@app/contracts', () => {
  it('validates a DTO through the public entry point alone', async () => {
    const result = await contracts.validateDto(contracts.RecordVisitDto, {
      entry_date: '2025-06-10',
      exit_date: '2025-06-01',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(contracts.AppError);
    expect(result.error.toPayload()).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Exit date must be after entry date',
      details: {
        errors: [{ field: 'exit_date', messages: ['Exit date must be after entry date'] }],
      },
    });
  });

  it('installs the reflect-metadata polyfill', () => {
    expect(typeof Reflect.getMetadata).toBe('function');
  });

  it('exports no undefined names', () => {
    for (const [name, value] of Object.entries(contracts)) {
      expect([name, value]).not.toEqual([name, undefined]);
    }
  });
});
