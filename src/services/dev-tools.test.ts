import { describe, expect, it } from 'vitest';
import {
  createInspectorIfRequested,
  isDevToolsHost,
  redactSecrets,
  serializeForInspector,
} from './dev-tools';

describe('isDevToolsHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.20.10.5',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.1.20',
    'my-laptop.local',
    'roomwalk.localhost',
  ])('SPEC §9 "Developer tools run only on localhost and private networks": %s is one', (host) => {
    expect(isDevToolsHost(host)).toBe(true);
  });

  it.each([
    '172.32.0.1',
    '172.15.0.1',
    '11.0.0.1',
    '192.169.0.1',
    '128.0.0.1',
    'roomwalk.app',
    'www.roomwalk.app',
    'example.com',
    'localhost.evil.com',
    '10.0.0.1.evil.com',
    'evil-localhost',
    'local',
    '',
  ])('SPEC §9 "never on the product\'s production hosts": %j is not one', (host) => {
    expect(isDevToolsHost(host)).toBe(false);
  });
});

describe('redactSecrets', () => {
  it('redacts secret-looking keys and keeps other values', () => {
    expect(
      redactSecrets({
        token: 'abc',
        refreshToken: 'def',
        password: 'hunter2',
        newPassword: 'hunter3',
        code: '123456',
        authorization: 'Bearer x',
        email: 'ada@example.com',
        attempts: 3,
        remember: true,
        locale: 'nl',
      }),
    ).toEqual({
      token: '[redacted]',
      refreshToken: '[redacted]',
      password: '[redacted]',
      newPassword: '[redacted]',
      code: '[redacted]',
      authorization: '[redacted]',
      email: 'ada@example.com',
      attempts: 3,
      remember: true,
      locale: 'nl',
    });
  });

  it('matches the key case-insensitively', () => {
    expect(redactSecrets({ Authorization: 'Bearer x', ACCESS_TOKEN: 'y' })).toEqual({
      Authorization: '[redacted]',
      ACCESS_TOKEN: '[redacted]',
    });
  });

  it('redacts at any depth, including inside arrays', () => {
    expect(
      redactSecrets({
        type: 'LOGIN.SUBMIT',
        form: { email: 'ada@example.com', credentials: { password: 'p', otp: { code: '1' } } },
        sessions: [
          { id: 1, token: 't1' },
          { id: 2, refreshToken: 't2' },
        ],
        nested: [[{ authorization: 'a' }]],
      }),
    ).toEqual({
      type: 'LOGIN.SUBMIT',
      form: {
        email: 'ada@example.com',
        credentials: { password: '[redacted]', otp: { code: '[redacted]' } },
      },
      sessions: [
        { id: 1, token: '[redacted]' },
        { id: 2, refreshToken: '[redacted]' },
      ],
      nested: [[{ authorization: '[redacted]' }]],
    });
  });

  it('redacts a whole object or array kept under a secret key', () => {
    expect(redactSecrets({ tokens: { access: 'a', refresh: 'r' }, codes: ['1', '2'] })).toEqual({
      tokens: '[redacted]',
      codes: '[redacted]',
    });
  });

  it('returns primitives and null unchanged', () => {
    expect(redactSecrets('token')).toBe('token');
    expect(redactSecrets(42)).toBe(42);
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(undefined)).toBeUndefined();
    expect(redactSecrets(['a', 1])).toEqual(['a', 1]);
  });

  it('does not mutate its input', () => {
    const input = { user: { name: 'Ada', password: 'p' }, list: [{ token: 't' }] };
    const snapshot = structuredClone(input);
    const output = redactSecrets(input);
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
  });
});

describe('createInspectorIfRequested', () => {
  const inspectorAt = (search: string, hostname: string) =>
    createInspectorIfRequested({ search, hostname } as Location);

  it('returns undefined without ?inspect, even on a developer host', async () => {
    await expect(inspectorAt('', 'localhost')).resolves.toBeUndefined();
    await expect(inspectorAt('?debug=1', '127.0.0.1')).resolves.toBeUndefined();
  });

  it('SPEC §9 "never on the product\'s production hosts": ?inspect is ignored there', async () => {
    await expect(inspectorAt('', 'roomwalk.app')).resolves.toBeUndefined();
    await expect(inspectorAt('?inspect', 'roomwalk.app')).resolves.toBeUndefined();
    await expect(inspectorAt('?inspect=1', 'localhost.evil.com')).resolves.toBeUndefined();
  });
});

describe('redactSecrets keeps ordinary codes', () => {
  it('does not hide postcode, countryCode or zipCode', () => {
    expect(
      redactSecrets({ postcode: '1011', countryCode: 'NL', zipCode: '90210', code: '123456' }),
    ).toEqual({
      postcode: '1011',
      countryCode: 'NL',
      zipCode: '90210',
      code: '[redacted]',
    });
  });
});

describe('serializeForInspector', () => {
  it("redacts secrets anywhere in the event, an invoked actor's input included", () => {
    const event = {
      type: '@xstate.actor',
      snapshot: { status: 'active', input: { email: 'a@b.test', password: 'hunter22' } },
    };
    expect(serializeForInspector(event)).toEqual({
      type: '@xstate.actor',
      snapshot: { status: 'active', input: { email: 'a@b.test', password: '[redacted]' } },
    });
  });

  it('gives plain data: toJSON applied, functions dropped, cycles cut, shared values kept', () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { name: 'root', a: shared, b: shared };
    cyclic.self = cyclic;
    cyclic.ref = { toJSON: () => ({ id: 'child' }) };
    cyclic.run = () => 1;
    expect(serializeForInspector(cyclic)).toEqual({
      name: 'root',
      a: { n: 1 },
      b: { n: 1 },
      self: '[circular]',
      ref: { id: 'child' },
    });
  });
});
