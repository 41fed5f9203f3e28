import { ValidateBy, type ValidationOptions } from 'class-validator';

import { parseRpcPrivateKey, parseRpcPublicKeys } from './keys';

/**
 * The caller's own Ed25519 signing key (base64 PKCS#8), e.g. `GATEWAY_RPC_PRIVATE_KEY`: every
 * RPC it sends carries an assertion signed with it (docs/security.md). `npm start` generates one
 * per caller into `.data/secrets.json`; compose and Kubernetes read it from their secrets.
 *
 * @example
 * @IsRpcPrivateKey() GATEWAY_RPC_PRIVATE_KEY!: string;
 */
export function IsRpcPrivateKey(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRpcPrivateKey',
      validator: {
        validate: (value) => typeof value === 'string' && parses(() => parseRpcPrivateKey(value)),
        defaultMessage: (args) =>
          `${args?.property} is required: the base64 PKCS#8 Ed25519 key this process signs its RPC calls with`,
      },
    },
    options,
  );
}

/**
 * `RPC_PUBLIC_KEYS`: the public keys of the callers a service trusts, JSON
 * `{ "<caller>": ["<base64 SPKI>", …] }` (two keys of one caller while it rotates).
 *
 * @example
 * @IsRpcPublicKeys() RPC_PUBLIC_KEYS!: string;
 */
export function IsRpcPublicKeys(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRpcPublicKeys',
      validator: {
        validate: (value) => typeof value === 'string' && parses(() => parseRpcPublicKeys(value)),
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          if (typeof value !== 'string') {
            return `${args?.property} is required: JSON { "<caller>": ["<base64 SPKI Ed25519 key>", …] }`;
          }
          try {
            parseRpcPublicKeys(value);
            return `${args?.property} is invalid`;
          } catch (error) {
            return (error as Error).message;
          }
        },
      },
    },
    options,
  );
}

function parses(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}
