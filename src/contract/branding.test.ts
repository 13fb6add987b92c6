import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccentRequestSchema, logoTypeOf, textColourOn } from './branding';

describe('branding', () => {
  it('reads an accent colour as lower-case #rrggbb and refuses anything else', () => {
    expect(v.parse(AccentRequestSchema, { accentColour: '#1A7F5A' })).toEqual({
      accentColour: '#1a7f5a',
    });
    expect(v.parse(AccentRequestSchema, { accentColour: null })).toEqual({ accentColour: null });
    for (const colour of ['red', '#fff', '#12345g', ' #123456', '#123456;x', 'url(#123456)']) {
      expect(v.safeParse(AccentRequestSchema, { accentColour: colour }).success).toBe(false);
    }
  });

  it('knows a logo by its first bytes, not its name', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(logoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(logoTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(logoTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(logoTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      undefined,
    );
    expect(logoTypeOf(new Uint8Array(0))).toBeUndefined();
  });

  it('puts white text on a dark accent and near-black on a light one', () => {
    expect(textColourOn('#1a7f5a')).toBe('#ffffff');
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#ffe14d')).toBe('#111111');
    expect(textColourOn('#ffffff')).toBe('#111111');
  });
});
