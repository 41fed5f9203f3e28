import { ValidationError } from './validation.error';

describe('ValidationError', () => {
  it('joins the field messages into its message', () => {
    const error = new ValidationError([
      { field: 'entry_date', messages: ['Entry date is required'] },
      { field: 'exit_date', messages: ['Exit date must be after entry date'] },
    ]);
    expect(error.message).toBe('Entry date is required; Exit date must be after entry date');
  });

  it('carries the field problems in its details and its errors', () => {
    const errors = [{ field: 'email', messages: ['Invalid email'] }];
    const error = new ValidationError(errors);
    expect(error.errors).toEqual(errors);
    expect(error.toPayload()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email',
      status: 400,
      details: { errors },
    });
  });

  it('copies the problems it is given', () => {
    const messages = ['Invalid email'];
    const error = new ValidationError([{ field: 'email', messages }]);
    messages.push('changed later');
    expect(error.errors[0]?.messages).toEqual(['Invalid email']);
  });

  it('says validation failed when it has no field problems', () => {
    expect(new ValidationError([]).message).toBe('Validation failed');
  });

  it('takes an explicit message', () => {
    expect(new ValidationError([], 'Bad request body').message).toBe('Bad request body');
  });
});
