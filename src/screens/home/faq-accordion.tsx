import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode, RefObject } from 'react';

/** One question of the FAQ: what its button shows, and its answer. */
export interface FaqEntry {
  value: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * The FAQ's questions in a Radix accordion, one open at a time (opening one closes the other; the
 * open one can be closed). Loaded after the first page: FaqQuestions (faq-section.tsx) renders the
 * same markup, every question closed, until this module is there; `defaultValue` is the question
 * pressed before it arrived, which opens at once.
 */
export function FaqAccordion({
  entries,
  defaultValue,
  listRef,
}: {
  entries: readonly FaqEntry[];
  defaultValue?: string;
  /** The list of questions (the accordion's root element). */
  listRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Accordion.Root
      ref={listRef}
      type="single"
      collapsible
      defaultValue={defaultValue}
      className="faq-list"
    >
      {entries.map(({ value, question, answer }) => (
        <Accordion.Item key={value} value={value} className="faq-item">
          <Accordion.Header className="faq-question">
            <Accordion.Trigger className="faq-trigger">{question}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-answer">{answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
