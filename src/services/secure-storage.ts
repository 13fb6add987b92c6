/**
 * The encrypted local store of SPEC §3 and §9: AES-256-GCM through WebCrypto, a 12-byte random IV
 * per write, and a key that lives exactly as long as the browser session.
 *
 * The key is 256 random bits kept base64-encoded in sessionStorage (so it survives reloads but not
 * the end of the session; values written in an earlier session can no longer be read) and imported
 * as a non-extractable CryptoKey for use. A stored value is base64(iv || ciphertext).
 *
 * This protects values at rest in localStorage against being read after the session ends; it is
 * not a defence against script running in the page, which could read sessionStorage too.
 *
 * Storage or decryption failures (tampered data, a key from another session, storage that throws)
 * are logged with logger.warn and read as no value (SPEC §8); nothing here throws.
 */
import { logger } from './logger';
import { localStore, sessionStore } from './web-storage';

export interface SecureStorage {
  setItem(key: string, value: string): Promise<void>;
  /** The stored value, or null when there is none or it cannot be read. */
  getItem(key: string): Promise<string | null>;
  removeItem(key: string): void;
  /** Removes every one of the given keys. */
  clear(keys: readonly string[]): void;
}

export interface SecureStorageOptions {
  storage?: Storage;
  keyStorage?: Storage;
  /** Put before every key in `storage`. */
  prefix?: string;
}

/** Where the session's raw key is kept in keyStorage. */
export const ENCRYPTION_KEY_STORAGE_KEY = 'roomwalk.encryptionKey';
const IV_BYTES = 12;
const KEY_BYTES = 32;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on text that is not base64. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function createSecureStorage(options: SecureStorageOptions = {}): SecureStorage {
  const storage = options.storage ?? localStore();
  const keyStorage = options.keyStorage ?? sessionStore();
  const prefix = options.prefix ?? 'roomwalk.';
  // One import per raw key: a new session (a different raw key) gets a new CryptoKey.
  let cached: { raw: string; key: Promise<CryptoKey> } | undefined;

  /** The session's key; with `create`, one is made when there is none. */
  async function sessionKey(create: boolean): Promise<CryptoKey | null> {
    let raw = keyStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY);
    if (raw === null) {
      if (!create) return null;
      raw = toBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
      keyStorage.setItem(ENCRYPTION_KEY_STORAGE_KEY, raw);
    }
    if (cached?.raw !== raw) {
      const bytes = fromBase64(raw);
      if (bytes.length !== KEY_BYTES) throw new Error('The session encryption key is malformed');
      cached = {
        raw,
        key: crypto.subtle.importKey('raw', bytes, { name: 'AES-GCM' }, false, [
          'encrypt',
          'decrypt',
        ]),
      };
    }
    return cached.key;
  }

  function removeItem(key: string): void {
    try {
      storage.removeItem(prefix + key);
    } catch (error) {
      logger.warn(`The stored value ${key} could not be removed`, error);
    }
  }

  return {
    async setItem(key, value) {
      try {
        const cryptoKey = await sessionKey(true);
        if (cryptoKey === null) return;
        const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
        const ciphertext = new Uint8Array(
          await crypto.subtle.encrypt(
            { name: 'AES-GCM', iv },
            cryptoKey,
            new TextEncoder().encode(value),
          ),
        );
        const packed = new Uint8Array(IV_BYTES + ciphertext.length);
        packed.set(iv);
        packed.set(ciphertext, IV_BYTES);
        storage.setItem(prefix + key, toBase64(packed));
      } catch (error) {
        logger.warn(`The stored value ${key} could not be saved`, error);
      }
    },

    async getItem(key) {
      try {
        const stored = storage.getItem(prefix + key);
        if (stored === null) return null;
        const cryptoKey = await sessionKey(false);
        if (cryptoKey === null) {
          logger.warn(`The stored value ${key} was written in another session and cannot be read`);
          return null;
        }
        const packed = fromBase64(stored);
        if (packed.length <= IV_BYTES) throw new Error('The stored value is too short');
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: packed.subarray(0, IV_BYTES) },
          cryptoKey,
          packed.subarray(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch (error) {
        logger.warn(`The stored value ${key} could not be read`, error);
        return null;
      }
    },

    removeItem,

    clear(keys) {
      for (const key of keys) removeItem(key);
    },
  };
}
