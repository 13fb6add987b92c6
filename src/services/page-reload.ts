/** The only way out of an error fallback (SPEC §4). */
export function reloadPage(): void {
  window.location.reload();
}
