import { Logger } from '@nestjs/common';

import { ServiceUnavailableError } from '@app/contracts';

import type { ServiceClient } from '../clients/service-client';
import { AdminController } from './admin.controller';

const actor = { actorId: '7b0f3c55-9d7e-4b8a-9a51-2f1c8a7f0a01', actorRole: 'admin' as const };
const userId = '2c5e4f8a-1b3d-4c6e-8f9a-0b1c2d3e4f50';
const entryId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A ServiceClient whose services answer, except reporting (the audit log), which is down. */
function servicesWithAuditDown() {
  const calls: { service: string; pattern: string }[] = [];
  const answer =
    (service: string) =>
    async (pattern: string): Promise<unknown> => {
      calls.push({ service, pattern });
      if (service === 'reporting') {
        throw new ServiceUnavailableError('The reporting service cannot be reached right now.');
      }
      return service === 'travel' ? { totalDeleted: 2, usersAffected: 1 } : { ok: true };
    };
  const client = {
    auth: answer('auth'),
    travel: answer('travel'),
    reporting: answer('reporting'),
    notification: answer('notification'),
    billing: answer('billing'),
  };
  return { client: client as unknown as ServiceClient, calls };
}

describe('AdminController audit log', () => {
  let errors: string[];

  beforeEach(() => {
    errors = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers a completed user deletion even when the audit log cannot record it, and logs the action', async () => {
    const { client, calls } = servicesWithAuditDown();
    const controller = new AdminController(client);

    await expect(controller.deleteUser(actor, userId)).resolves.toBeUndefined();

    expect(calls.map((call) => call.service)).toEqual(['auth', 'reporting']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('unrecorded admin action');
    expect(errors[0]).toContain('"action":"user.deleted"');
    expect(errors[0]).toContain(`"target":"${userId}"`);
    expect(errors[0]).toContain(`"actorId":"${actor.actorId}"`);
  });

  it('answers a completed entry deletion and clean-up when the audit log is down', async () => {
    const { client } = servicesWithAuditDown();
    const controller = new AdminController(client);

    await expect(controller.deleteEntry(actor, userId, entryId)).resolves.toBeUndefined();
    await expect(controller.cleanupAll(actor)).resolves.toEqual({
      totalDeleted: 2,
      usersAffected: 1,
    });

    expect(errors.map((line) => /"action":"([^"]+)"/.exec(line)?.[1])).toEqual([
      'entry.deleted',
      'entries.cleaned-up',
    ]);
  });
});
