import { describe, expect, it, vi } from 'vitest';
import { copyText, embedCode, escapeAttribute, publicTourUrl } from './share-code';

describe('the share codes of a published tour', () => {
  it('links to /t/{slug} on the site', () => {
    expect(publicTourUrl('https://roomwalk.example', 'AbC-12_xyz')).toBe(
      'https://roomwalk.example/t/AbC-12_xyz',
    );
  });

  it('embeds /embed/{slug} in an iframe of the given form', () => {
    expect(embedCode('https://roomwalk.example', 'AbC-12_xyz', 'Canal house')).toBe(
      '<iframe src="https://roomwalk.example/embed/AbC-12_xyz" title="Canal house" ' +
        'width="100%" height="480" style="border:0" allow="fullscreen; xr-spatial-tracking" ' +
        'allowfullscreen></iframe>',
    );
  });

  it('escapes the title so that it cannot leave its attribute', () => {
    const code = embedCode('https://roomwalk.example', 's', `Tom's "loft" <b>&</b>`);
    expect(code).toContain('title="Tom&#39;s &quot;loft&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    const iframe = new DOMParser()
      .parseFromString(code, 'text/html')
      .querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.title).toBe(`Tom's "loft" <b>&</b>`);
    expect(iframe.attributes).toHaveLength(7);
    expect(escapeAttribute('a&b')).toBe('a&amp;b');
  });
});

describe('copying', () => {
  it('writes to the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('hello', null)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('hello');
    vi.unstubAllGlobals();
  });

  it('selects the text where the clipboard cannot be written', async () => {
    vi.stubGlobal('navigator', {});
    const field = document.createElement('input');
    field.value = 'hello';
    document.body.append(field);
    expect(await copyText('hello', field)).toBe('selected');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 5]);
    field.remove();
    vi.unstubAllGlobals();
  });
});
