import {
  AuthPatterns,
  BillingPatterns,
  MAX_REQUEST_ID_LENGTH,
  TravelPatterns,
} from '@app/contracts';

import {
  RPC_ASSERTION_LIFETIME_S,
  RpcSigner,
  RpcVerifier,
  generateRpcKeyPair,
  parseRpcPublicKeys,
  rpcPrivateKeyVariable,
} from '../index';

const gatewayKeys = generateRpcKeyPair();
const reportingKeys = generateRpcKeyPair();
const strangerKeys = generateRpcKeyPair();
const PUBLIC_KEYS = JSON.stringify({
  gateway: [gatewayKeys.publicKey],
  reporting: [reportingKeys.publicKey],
});
const NOW = 1_800_000_000;
const USER = '0b9cf5a4-3a52-4a4a-9a0e-6f0d9a8f7a11';
const OTHER = '5d3f0a7c-1111-4c4c-8d8d-000000000001';
const TRAVELLER = '7e1d2c3b-2222-4d4d-9e9e-000000000002';
const OTHER_TRAVELLER = '7e1d2c3b-3333-4d4d-9e9e-000000000003';

const travel = new RpcVerifier('travel', PUBLIC_KEYS, { nowS: () => NOW });
const gateway = (nowS = () => NOW) => new RpcSigner('gateway', gatewayKeys.privateKey, { nowS });

describe('RpcSigner and RpcVerifier', () => {
  it('admits a call of the gateway for its user, with the user taken from the assertion', () => {
    const envelope = gateway().envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(travel.admit(TravelPatterns.ListEntries, envelope)).toEqual({ userId: USER });
  });

  it('refuses a bare payload, whatever it says', () => {
    expect(() =>
      travel.admit(TravelPatterns.ListEntries, { userId: USER, actorRole: 'admin' }),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });

  it('overwrites a userId the payload changed after signing', () => {
    const envelope = gateway().envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    const tampered = { ...envelope, payload: { userId: OTHER } };
    expect(travel.admit(TravelPatterns.ListEntries, tampered)).toEqual({ userId: USER });
  });

  it('signs the traveller the payload names and writes it back from the assertion', () => {
    const envelope = gateway().envelope('travel', TravelPatterns.ListEntries, {
      userId: USER,
      travellerId: TRAVELLER,
    });
    expect(travel.admit(TravelPatterns.ListEntries, envelope)).toEqual({
      userId: USER,
      travellerId: TRAVELLER,
    });
    const tampered = { ...envelope, payload: { userId: USER, travellerId: OTHER_TRAVELLER } };
    expect(travel.admit(TravelPatterns.ListEntries, tampered)).toEqual({
      userId: USER,
      travellerId: TRAVELLER,
    });
  });

  it('strips a travellerId the assertion does not carry (forged after signing, or on an admin call)', () => {
    const holder = gateway().envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    const forged = { ...holder, payload: { userId: USER, travellerId: OTHER_TRAVELLER } };
    expect(travel.admit(TravelPatterns.ListEntries, forged)).toEqual({ userId: USER });
    const admin = gateway().envelope('travel', TravelPatterns.AdminCleanupAll, {
      actorId: USER,
      actorRole: 'admin',
      travellerId: TRAVELLER,
    });
    expect(travel.admit(TravelPatterns.AdminCleanupAll, admin)).toEqual({
      actorId: USER,
      actorRole: 'admin',
    });
  });

  it('refuses an assertion for another service', () => {
    const envelope = gateway().envelope('auth', AuthPatterns.CurrentUser, { userId: USER });
    expect(() => travel.admit(TravelPatterns.ListEntries, envelope)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('refuses an expired assertion, and one that claims to live longer than 60 s', () => {
    const old = gateway(() => NOW - RPC_ASSERTION_LIFETIME_S - 10);
    const envelope = old.envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(() => travel.admit(TravelPatterns.ListEntries, envelope)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    const long = gateway().sign({
      iss: 'gateway',
      aud: 'travel',
      sub: USER,
      iat: NOW,
      exp: NOW + 3_600,
      jti: 'x',
    });
    expect(() =>
      travel.admit(TravelPatterns.ListEntries, { assertion: long, payload: {} }),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });

  it('refuses an assertion once it expires, even after it was admitted', () => {
    let now = NOW;
    const verifier = new RpcVerifier('travel', PUBLIC_KEYS, { nowS: () => now });
    const envelope = gateway().envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(verifier.admit(TravelPatterns.ListEntries, envelope)).toEqual({ userId: USER });
    now += RPC_ASSERTION_LIFETIME_S + 10;
    expect(() => verifier.admit(TravelPatterns.ListEntries, envelope)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('refuses a key it does not trust, a forged signature and a caller posing as another', () => {
    const stranger = new RpcSigner('gateway', strangerKeys.privateKey, { nowS: () => NOW });
    const envelope = stranger.envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(() => travel.admit(TravelPatterns.ListEntries, envelope)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );

    const genuine = gateway().envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    const [header, , signature] = genuine.assertion.split('.');
    const claims = Buffer.from(
      JSON.stringify({
        iss: 'gateway',
        aud: 'travel',
        sub: OTHER,
        iat: NOW,
        exp: NOW + 60,
        jti: 'j',
      }),
    ).toString('base64url');
    expect(() =>
      travel.admit(TravelPatterns.ListEntries, {
        assertion: `${header}.${claims}.${signature}`,
        payload: {},
      }),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));

    const posing = new RpcSigner('reporting', reportingKeys.privateKey, { nowS: () => NOW }).sign({
      iss: 'gateway',
      aud: 'travel',
      sub: USER,
      iat: NOW,
      exp: NOW + 60,
      jti: 'p',
    });
    expect(() =>
      travel.admit(TravelPatterns.CreateEntry, { assertion: posing, payload: {} }),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });

  it('refuses a caller the access table does not allow for the pattern', () => {
    const reporting = new RpcSigner('reporting', reportingKeys.privateKey, { nowS: () => NOW });
    const list = reporting.envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(travel.admit(TravelPatterns.ListEntries, list)).toEqual({ userId: USER });
    const create = reporting.envelope('travel', TravelPatterns.CreateEntry, { userId: USER });
    expect(() => travel.admit(TravelPatterns.CreateEntry, create)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => travel.admit('travel.entries.drop-all', list)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('needs a user on a user pattern, and the admin role on an admin pattern', () => {
    const noUser = gateway().envelope('travel', TravelPatterns.ListEntries, {});
    expect(() => travel.admit(TravelPatterns.ListEntries, noUser)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    const asUser = gateway().envelope('travel', TravelPatterns.AdminCleanupAll, {
      actorId: USER,
      actorRole: 'user',
    });
    expect(() => travel.admit(TravelPatterns.AdminCleanupAll, asUser)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    const asAdmin = gateway().envelope('travel', TravelPatterns.AdminCleanupAll, {
      actorId: USER,
      actorRole: 'admin',
    });
    expect(travel.admit(TravelPatterns.AdminCleanupAll, asAdmin)).toEqual({
      actorId: USER,
      actorRole: 'admin',
    });
  });

  it('gives a visitor no userId (nor travellerId) on an optional-user pattern', () => {
    const billing = new RpcVerifier('billing', PUBLIC_KEYS, { nowS: () => NOW });
    const visitor = {
      assertion: gateway().envelope('billing', BillingPatterns.ConfirmDonation, {}).assertion,
      payload: { userId: USER, travellerId: TRAVELLER, paymentIntentId: 'pi_1' },
    };
    expect(billing.admit(BillingPatterns.ConfirmDonation, visitor)).toEqual({
      paymentIntentId: 'pi_1',
    });
  });

  it('lets anyone ask for the health check, and nothing else without an assertion', () => {
    expect(travel.admit('travel.health.check', {})).toEqual({});
    expect(() => travel.admit('auth.health.check', {})).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('reuses an assertion for the same service and user for 30 s, then signs a new one', () => {
    let now = NOW;
    const signer = gateway(() => now);
    const first = signer.envelope('travel', TravelPatterns.ListEntries, { userId: USER });
    expect(signer.envelope('travel', TravelPatterns.CreateEntry, { userId: USER }).assertion).toBe(
      first.assertion,
    );
    expect(
      signer.envelope('travel', TravelPatterns.ListEntries, { userId: OTHER }).assertion,
    ).not.toBe(first.assertion);
    expect(
      signer.envelope('travel', TravelPatterns.ListEntries, {
        userId: USER,
        travellerId: TRAVELLER,
      }).assertion,
    ).not.toBe(first.assertion);
    now += 30;
    expect(
      signer.envelope('travel', TravelPatterns.ListEntries, { userId: USER }).assertion,
    ).not.toBe(first.assertion);
  });

  it('carries the request id, one assertion per request, and refuses an over-long one', () => {
    const signer = gateway();
    const first = signer.envelope('travel', TravelPatterns.ListEntries, { userId: USER }, 'req-1');
    expect(travel.admit(TravelPatterns.ListEntries, first)).toEqual({ userId: USER });
    expect(travel.requestIdOf(first)).toBe('req-1');
    const second = signer.envelope('travel', TravelPatterns.ListEntries, { userId: USER }, 'req-2');
    expect(second.assertion).not.toBe(first.assertion);
    const long = signer.sign({
      iss: 'gateway',
      aud: 'travel',
      sub: USER,
      rid: 'x'.repeat(MAX_REQUEST_ID_LENGTH + 1),
      iat: NOW,
      exp: NOW + RPC_ASSERTION_LIFETIME_S,
      jti: 'long-rid',
    });
    expect(() =>
      travel.admit(TravelPatterns.ListEntries, { assertion: long, payload: {} }),
    ).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });

  it('accepts both keys of a caller while it rotates', () => {
    const next = generateRpcKeyPair();
    const rotating = new RpcVerifier(
      'travel',
      JSON.stringify({ gateway: [gatewayKeys.publicKey, next.publicKey] }),
      { nowS: () => NOW },
    );
    for (const key of [gatewayKeys.privateKey, next.privateKey]) {
      const signer = new RpcSigner('gateway', key, { nowS: () => NOW });
      const envelope = signer.envelope('travel', TravelPatterns.ListEntries, { userId: USER });
      expect(rotating.admit(TravelPatterns.ListEntries, envelope)).toEqual({ userId: USER });
    }
  });

  it('refuses a configuration it cannot use, with a sentence', () => {
    expect(() => parseRpcPublicKeys('{')).toThrow('RPC_PUBLIC_KEYS must be JSON');
    expect(() => parseRpcPublicKeys('{"mallory":[]}')).toThrow('unknown caller: mallory');
    expect(() => parseRpcPublicKeys('{"gateway":["abc"]}')).toThrow('not base64 SPKI');
    expect(() => RpcVerifier.configured('travel', undefined)).toThrow(
      'RPC_PUBLIC_KEYS is required',
    );
    expect(() => RpcSigner.configured('reporting', '', 'REPORTING_RPC_PRIVATE_KEY')).toThrow(
      'REPORTING_RPC_PRIVATE_KEY is required',
    );
    expect(rpcPrivateKeyVariable('notification-worker')).toBe(
      'NOTIFICATION_WORKER_RPC_PRIVATE_KEY',
    );
  });
});
