/**
 * The public addresses of a published tour (issue 7 point 4) and its embed code: what the tour
 * editor shows its owner and what the partner API gives a partner, built in one place.
 */

export function publicTourUrl(origin: string, slug: string): string {
  return `${origin}/t/${encodeURIComponent(slug)}`;
}

/** The same-origin path of a published tour's details (GET), under which its files and logo lie. */
export function publicTourApiPath(slug: string): string {
  return `/api/v1/public/tours/${encodeURIComponent(slug)}`;
}

/** An owner's tour, relative to the API's base (/api/v1): read, changed, deleted, uploaded to. */
export function ownerTourPath(id: string): string {
  return `/tours/${encodeURIComponent(id)}`;
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

/** The iframe snippet an owner or partner pastes into their own page. */
export function embedCode(origin: string, slug: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(embedTourUrl(origin, slug))}" title="${escapeAttribute(title)}" ` +
    'width="100%" height="480" style="border:0" allow="fullscreen; xr-spatial-tracking" ' +
    'allowfullscreen></iframe>'
  );
}
