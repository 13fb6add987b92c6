import { describe, expect, it } from 'vitest';
import { pageKeyOfPath } from './page-names';

describe('pageKeyOfPath', () => {
  it('names the signed-in pages by their catalogue key', () => {
    expect(pageKeyOfPath('/dashboard/messages')).toBe('chat');
    expect(pageKeyOfPath('/dashboard/messages/abc')).toBe('chat');
    expect(pageKeyOfPath('/dashboard/tours/7d3e')).toBe('tour');
    expect(pageKeyOfPath('/dashboard/cache-performance?days=7#x')).toBe('cachePerformance');
    expect(pageKeyOfPath('/superuser/')).toBe('superuser');
    expect(pageKeyOfPath('/partner/keys')).toBe('partner');
  });

  it('names no page for a path it does not know', () => {
    expect(pageKeyOfPath('/dashboard/unknown')).toBeNull();
    expect(pageKeyOfPath('/')).toBeNull();
  });
});
