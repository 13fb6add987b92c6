/** The public addresses of a published tour (issue 7 point 4) and its embed code. */

/** The site's own origin: VITE_PUBLIC_URL when set, else the page's. */
export function siteOrigin(): string {
  return import.meta.env.VITE_PUBLIC_URL?.replace(/\/$/, '') ?? window.location.origin;
}

export function publicTourUrl(origin: string, slug: string): string {
  return `${origin}/t/${encodeURIComponent(slug)}`;
}

export function embedTourUrl(origin: string, slug: string): string {
  return `${origin}/embed/${encodeURIComponent(slug)}`;
}

const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ENTITIES[character] ?? character);
}

/** The iframe snippet an owner pastes into their own page. */
export function embedCode(origin: string, slug: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(embedTourUrl(origin, slug))}" title="${escapeAttribute(title)}" ` +
    'width="100%" height="480" style="border:0" allow="fullscreen; xr-spatial-tracking" ' +
    'allowfullscreen></iframe>'
  );
}

/**
 * Copies `text` to the clipboard. Where the clipboard cannot be written (an insecure page, a
 * refused permission), the text is selected in `field` for the user to copy themselves.
 */
export async function copyText(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    field?.focus();
    field?.select();
    return 'selected';
  }
}
