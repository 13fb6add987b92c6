/** The auth building blocks on their own: TOTP (RFC 6238 vectors), scrypt hashes, tokens, limits. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../server/auth/device';
import {
  DEFAULT_SCRYPT_COST,
  dummyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../server/auth/passwords';
import { addressKey } from '../../server/auth/rate-limit';
import {
  ACCESS_TOKEN_TTL_MS,
  checkAccessToken,
  generateRecoveryCode,
  hashRecoveryCode,
  hashToken,
  randomToken,
  signAccessToken,
} from '../../server/auth/tokens';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  otpauthUri,
  totpCode,
  verifyTotp,
  type TotpAlgorithm,
} from '../../server/auth/totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B: the seeds are ASCII digits, as long as each hash's block wants.
  const seeds: Record<TotpAlgorithm, Buffer> = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, TotpAlgorithm, string][] = [
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ];

  it.each(vectors)('at %i s with %s gives %s', (seconds, algorithm, expected) => {
    expect(totpCode(seeds[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(expected);
    // The same through the base32 form an authenticator app is given.
    const secret = base32Encode(seeds[algorithm]);
    expect(totpCode(secret, seconds * 1000, { digits: 8, algorithm })).toBe(expected);
  });

  it('matches RFC 4226 Appendix D (HOTP) for the first counters', () => {
    const key = Buffer.from('12345678901234567890');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it('uses 6 digits, SHA-1 and 30-second steps by default', () => {
    const key = seeds.sha1;
    expect(totpCode(key, 59_000)).toBe('287082'); // the low 6 digits of 94287082
    expect(totpCode(key, 59_000)).toHaveLength(6);
  });

  it('accepts one step of drift either way and returns the matched step', () => {
    const secret = generateTotpSecret();
    const now = Date.UTC(2026, 10, 22, 10, 0, 15);
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
    expect(verifyTotp(secret, '1234567', now)).toBeNull();
    expect(verifyTotp('not base32!', '123456', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and round-trips base32 (RFC 4648 vectors)', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1W')).toThrow();
  });

  it('writes the otpauth URI authenticator apps expect', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(otpauthUri({ issuer: 'Roomwalk', account: 'ana+x@example.com', secret })).toBe(
      `otpauth://totp/Roomwalk:ana%2Bx%40example.com?issuer=Roomwalk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('finds a code of a step just past the window edge only with a wider window', () => {
    const secret = generateTotpSecret();
    const now = Date.UTC(2026, 10, 22, 10, 0, 15);
    const step = Math.floor(now / 30_000);
    const late = totpCode(secret, now - 90_000);
    expect(verifyTotp(secret, late, now)).toBeNull();
    expect(verifyTotp(secret, late, now, { window: 3 })).toBe(step - 3);
    expect(verifyTotp(secret, totpCode(secret, now, { period: 60 }), now, { period: 60 })).toBe(
      Math.floor(now / 60_000),
    );
  });
});

describe('password hashes', () => {
  it('are self-describing scrypt strings with a random salt', async () => {
    const hash = await hashPassword('Walk-Through-42', 2 ** 14);
    const parts = hash.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64url')).toHaveLength(64);
    expect(await hashPassword('Walk-Through-42', 2 ** 14)).not.toBe(hash);
    expect(await verifyPassword('Walk-Through-42', hash)).toBe(true);
    expect(await verifyPassword('walk-through-42', hash)).toBe(false);
  });

  it("default to OWASP's cost and verify hashes made with other costs", async () => {
    expect(DEFAULT_SCRYPT_COST).toBe(2 ** 17);
    const cheap = await hashPassword('Walk-Through-42', 2 ** 12);
    expect(await verifyPassword('Walk-Through-42', cheap)).toBe(true);
    expect(needsRehash(cheap, 2 ** 14)).toBe(true);
    expect(needsRehash(cheap, 2 ** 12)).toBe(false);
  });

  it('treat composed and decomposed accents alike', async () => {
    const hash = await hashPassword('Caf\u00e9-Noir-42', 2 ** 12);
    expect(await verifyPassword('Cafe\u0301-Noir-42', hash)).toBe(true);
  });

  it('match nothing when malformed, and refuse absurd parameters', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$16384$8$1$c2FsdA',
      'scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$2097152$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
      'bcrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
    await expect(hashPassword('x', 1000)).rejects.toThrow();
  });

  it('keep one dummy hash per cost for unknown accounts', async () => {
    const first = await dummyHash(2 ** 12);
    expect(await dummyHash(2 ** 12)).toBe(first);
    expect(first.startsWith('scrypt$4096$8$1$')).toBe(true);
  });
});

describe('tokens', () => {
  const secret = 'unit-test-secret-0123456789abcdef0123456789';
  const ids = {
    userId: '11111111-1111-4111-8111-111111111111',
    sessionId: '22222222-2222-4222-8222-222222222222',
  };

  it('sign access tokens that expire after 15 minutes of the given clock', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const { token, expiresAt } = await signAccessToken({ ...ids, role: 'USER', now }, secret);
    expect(expiresAt.getTime() - now.getTime()).toBe(ACCESS_TOKEN_TTL_MS);
    const fresh = await checkAccessToken(token, secret, now.getTime() + ACCESS_TOKEN_TTL_MS - 1000);
    expect(fresh).toMatchObject({ ok: true, expired: false, claims: { sub: ids.userId } });
    expect(await checkAccessToken(token, secret, expiresAt.getTime())).toMatchObject({
      ok: true,
      expired: true,
    });
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    // The same bytes as the hand-made tokens before hono/jwt: tokens issued then stay valid.
    const key = createHmac('sha256', secret).update('roomwalk:access-token:v1').digest();
    const body = token.slice(0, token.lastIndexOf('.'));
    expect(token).toBe(`${body}.${createHmac('sha256', key).update(body).digest('base64url')}`);
  });

  it('refuse other secrets, tampering, alg none and garbage', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const { token } = await signAccessToken({ ...ids, role: 'USER', now }, secret);
    const [header, payload] = token.split('.') as [string, string, string];
    expect(await checkAccessToken(token, 'another-secret', now.getTime())).toEqual({
      ok: false,
      reason: 'signature',
    });

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPERADMIN' })).toString(
      'base64url',
    );
    expect(
      (await checkAccessToken(`${header}.${forged}.${token.split('.')[2]}`, secret, 0)).ok,
    ).toBe(false);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await checkAccessToken(`${none}.${payload}.`, secret, 0)).ok).toBe(false);

    // A token signed with the raw secret (not the derived key) is refused too.
    const rawSigned = createHmac('sha256', secret)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect((await checkAccessToken(`${header}.${payload}.${rawSigned}`, secret, 0)).ok).toBe(false);

    for (const garbage of ['', 'a.b', 'a.b.c', `${header}.${payload}`, 'x'.repeat(5000)]) {
      expect((await checkAccessToken(garbage, secret, 0)).ok).toBe(false);
    }
  });

  it('make 256-bit opaque tokens stored as SHA-256, and recovery codes', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    const code = generateRecoveryCode();
    expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
  });
});

describe('address keys', () => {
  it('keys IPv4 by address and IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:2')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(null)).toBe('unknown');
  });
});

describe('device summary', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
    ['<script>alert(1)</script>', 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});
