import { snakeCase, SnakeNamingStrategy } from './snake-naming.strategy';

describe('snakeCase', () => {
  it.each([
    ['loginCount', 'login_count'],
    ['passportIssueDate', 'passport_issue_date'],
    ['id', 'id'],
    ['HTMLBody', 'html_body'],
    ['userID', 'user_id'],
    ['address2Line', 'address2_line'],
    ['OutboxEventEntity', 'outbox_event_entity'],
  ])('turns %p into %p', (name, expected) => {
    expect(snakeCase(name)).toBe(expected);
  });
});

describe('SnakeNamingStrategy', () => {
  const naming = new SnakeNamingStrategy();

  it('keeps a table name given in the decorator', () => {
    expect(naming.tableName('UserEntity', 'users')).toBe('users');
    expect(naming.tableName('PasswordResetRequest', undefined)).toBe('password_reset_request');
  });

  it('names columns in snake_case, with embedded prefixes', () => {
    expect(naming.columnName('emailReminders', undefined, [])).toBe('email_reminders');
    expect(naming.columnName('line1', undefined, ['homeAddress'])).toBe('home_address_line1');
    expect(naming.columnName('whatever', 'custom_name', [])).toBe('custom_name');
  });

  it('names join columns after the relation and the referenced column', () => {
    expect(naming.joinColumnName('user', 'id')).toBe('user_id');
    expect(naming.joinTableColumnName('users', 'id')).toBe('users_id');
  });
});
