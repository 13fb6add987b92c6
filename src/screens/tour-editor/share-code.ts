/** Sharing a published tour: the site's origin and the clipboard (the links: contract/tour-links). */

/** The site's own origin: VITE_PUBLIC_URL when set, else the page's. */
export function siteOrigin(): string {
  return import.meta.env.VITE_PUBLIC_URL?.replace(/\/$/, '') ?? window.location.origin;
}

export { embedCode, escapeAttribute, publicTourUrl } from '../../contract/tour-links';

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
