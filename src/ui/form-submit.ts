import type { FormEvent } from 'react';

/** A form's onSubmit that runs `action` in place of the browser's submission (a page load). */
export function submitWith(action: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };
}
