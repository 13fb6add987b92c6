import { describe, expect, it } from 'vitest';
import { logger } from '../logger';
import { ApiRequestError } from './errors';
import { json, ok, setup, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: content safety (escaping.ts, SPEC §5)', () => {
  it('HTML-escapes outgoing strings and objects, but sends password, token and code fields as typed', async () => {
    const { client, requests } = setup([ok()]);
    await client.post('/contact', {
      firstName: "O'Brien & <Sons>",
      details: { notes: ['a/b', 'say "hi"'], count: 2 },
      password: 'P&ss/<w>rd"1',
      confirmPassword: 'P&ss/<w>rd"1',
      token: 'a/b+c=',
      code: '12&34',
    });
    expect(requests[0]!.body).toEqual({
      firstName: 'O&#x27;Brien &amp; &lt;Sons&gt;',
      details: { notes: ['a&#x2F;b', 'say &quot;hi&quot;'], count: 2 },
      password: 'P&ss/<w>rd"1',
      confirmPassword: 'P&ss/<w>rd"1',
      token: 'a/b+c=',
      code: '12&34',
    });
  });

  it('a caller may turn the escaping off for one request', async () => {
    const { client, requests } = setup([ok()]);
    await client.post('/a', { name: "O'Brien & Sons" }, { escape: false });
    expect(requests[0]!.body).toEqual({ name: "O'Brien & Sons" });
  });

  it('blocks a body matching a dangerous pattern before sending', async () => {
    const { client, calls } = setup([ok()]);
    for (const message of [
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
    ]) {
      const error = await client.post('/contact', { message }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({
        message: 'Request blocked due to suspicious content',
        status: 400,
      });
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it('SPEC §5: a response with dangerous content logs a warning, or is rejected in strict mode', async () => {
    const reply = json({ bio: '<iframe src="https://evil.example">' });
    const { client } = setup([reply]);
    await expect(client.get('/a')).resolves.toEqual({ bio: '<iframe src="https://evil.example">' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('dangerous content'));
    await expect(client.get('/a', { strict: true })).rejects.toMatchObject({
      message: 'Response rejected due to suspicious content',
    });
  });

  it('reads response text as the server answers it: as typed, never unescaped again', async () => {
    const typed = { title: "Tom &amp; Jerry's <b>3/4</b>", notes: ['&lt;', '&#x27;'] };
    const { client } = setup([json(typed)]);
    await expect(client.get('/a')).resolves.toEqual(typed);
  });
});
