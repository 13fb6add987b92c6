import { describe, expect, it } from 'vitest';
import { logger } from '../logger';
import { safeRedirect } from './paths';
import { registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('safeRedirect', () => {
  it('SPEC §5: follows only relative URLs starting with one slash', () => {
    expect(safeRedirect('/dashboard/settings')).toBe('/dashboard/settings');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });
});
