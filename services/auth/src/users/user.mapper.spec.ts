import { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';

function aUserEntity(overrides: Partial<UserEntity> = {}): UserEntity {
  return Object.assign(new UserEntity(), {
    id: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
    username: 'Ada',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    firstName: 'Ada',
    lastName: null,
    email: 'Ada@Example.com',
    timezone: 'Europe/London',
    emailReminders: true,
    weeklySummaries: false,
    productUpdates: false,
    resetNotifications: false,
    hasDonated: true,
    loginCount: 3,
    passportIssueDate: '2020-02-29',
    passportExpiryDate: null,
    role: 'user',
    eesRegistered: true,
    eesNoticeShown: false,
    insuranceStartDate: '2025-01-01',
    insuranceEndDate: '2025-12-31',
    etiasAppliedDate: null,
    etiasReceived: false,
    etiasValidUntil: null,
    pendingEmail: null,
    pendingEmailRequestId: null,
    pendingEmailTokenHash: null,
    pendingEmailExpiresAt: null,
    mfaSecret: null,
    mfaLastTimeStep: null,
    mfaRecoveryCodeHashes: [],
    createdAt: new Date('2025-06-01T09:30:00.000Z'),
    ...overrides,
  });
}

describe('toUserDto', () => {
  it('maps every field to its SPEC name', () => {
    expect(toUserDto(aUserEntity())).toEqual({
      id: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
      username: 'Ada',
      first_name: 'Ada',
      last_name: null,
      email: 'Ada@Example.com',
      timezone: 'Europe/London',
      email_reminders: true,
      weekly_summaries: false,
      product_updates: false,
      has_donated: true,
      login_count: 3,
      passport_issue_date: '2020-02-29',
      passport_expiry_date: null,
      created_at: '2025-06-01T09:30:00.000Z',
      role: 'user',
      pending_email: null,
      ees_registered: true,
      ees_notice_shown: false,
      insurance_start_date: '2025-01-01',
      insurance_end_date: '2025-12-31',
      etias_applied_date: null,
      etias_received: false,
      etias_valid_until: null,
    });
  });

  it('shows a pending e-mail only while its confirmation link works', () => {
    const pending = { pendingEmail: 'ada@new.example', pendingEmailTokenHash: 'a'.repeat(64) };
    const live = aUserEntity({ ...pending, pendingEmailExpiresAt: new Date(Date.now() + 60_000) });
    const expired = aUserEntity({ ...pending, pendingEmailExpiresAt: new Date(Date.now() - 1) });
    expect(toUserDto(live).pending_email).toBe('ada@new.example');
    expect(toUserDto(expired).pending_email).toBeNull();
    expect(JSON.stringify(toUserDto(live))).not.toContain('a'.repeat(64));
  });

  it('never includes the password hash', () => {
    expect(JSON.stringify(toUserDto(aUserEntity()))).not.toContain('argon2');
  });
});
