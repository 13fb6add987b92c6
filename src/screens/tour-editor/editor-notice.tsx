import type { ReactNode } from 'react';

/** A notice across the editor's width, above the 3D view: a heading and what it says. */
export function EditorNotice({
  id,
  title,
  children,
}: {
  /** Names the section (its heading's id is `${id}-heading`) and its test id. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="tour-editor-notice card"
      aria-labelledby={`tour-editor-${id}-heading`}
      data-testid={id}
    >
      <h2 id={`tour-editor-${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
