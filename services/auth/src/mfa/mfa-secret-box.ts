import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals administrators' TOTP secrets for storage: AES-256-GCM under the SHA-256 of
 * MFA_ENCRYPTION_KEY, a fresh 96-bit IV each time, stored as 'v1.<iv>.<tag>.<ciphertext>'
 * (base64url). A copy of the database alone does not give the secrets away.
 *
 * @example
 * const box = new MfaSecretBox(env.MFA_ENCRYPTION_KEY);
 * box.open(box.seal('JBSWY3DPEHPK3PXP')) // → 'JBSWY3DPEHPK3PXP'
 */
export class MfaSecretBox {
  private readonly key: Buffer | null;

  constructor(encryptionKey: string | undefined) {
    this.key = encryptionKey ? createHash('sha256').update(encryptionKey, 'utf8').digest() : null;
  }

  get isConfigured(): boolean {
    return this.key !== null;
  }

  seal(secret: string): string {
    const key = this.requireKey();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when `sealed` was not sealed under this key (or was altered). */
  open(sealed: string): string | null {
    const key = this.requireKey();
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('MFA_ENCRYPTION_KEY is not set');
    return this.key;
  }
}
