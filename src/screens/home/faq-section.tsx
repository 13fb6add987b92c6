import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';
import {
  lazyModule,
  preload,
  useLazyModule,
  whenNearViewport,
  type LazyModule,
} from '../../ui/lazy-module';
import type { FaqEntry } from './faq-accordion';

/** The five questions of SPEC §2's FAQ, in the order they are shown (catalogue keys faq.items.*). */
export const FAQ_ITEMS = ['equipment', 'processing', 'delivery', 'files', 'arNavigation'] as const;

export type FaqAccordionModule = LazyModule<typeof import('./faq-accordion')>;

/** The Radix accordion is not part of the first page load (docs/decisions/0007 and 0011). */
export const faqAccordionModule: FaqAccordionModule = lazyModule(() => import('./faq-accordion'));

/** How far outside the viewport the FAQ starts loading its accordion. */
export { NEAR_VIEWPORT } from '../../ui/lazy-module';

function ChevronIcon() {
  return (
    <svg
      className="faq-chevron"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Where the arrow keys, Home and End move the focus among `count` questions, as in Radix. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return index === count - 1 ? 0 : index + 1;
  if (key === 'ArrowUp') return index === 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function triggersIn(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('.faq-trigger')] : [];
}

/**
 * The accordion's markup as Radix renders it with every question closed (the same elements,
 * classes, data attributes and ARIA: headings with buttons, aria-expanded, aria-controls, hidden
 * answer regions), so nothing moves when the Radix accordion replaces it.
 */
function FaqStandIn({
  entries,
  onPress,
  onInteract,
  listRef,
  focusedOnSwap,
}: {
  entries: readonly FaqEntry[];
  onPress: (value: string) => void;
  onInteract: () => void;
  listRef: RefObject<HTMLDivElement | null>;
  /** Set when the stand-in leaves: the index of the question that has the focus, or -1. */
  focusedOnSwap: RefObject<number>;
}) {
  const id = useId();
  // The cleanup runs before the elements leave the page, so it still sees which question has the
  // focus.
  useLayoutEffect(() => {
    const list = listRef.current;
    return () => {
      focusedOnSwap.current = triggersIn(list).indexOf(document.activeElement as HTMLElement);
    };
  }, [listRef, focusedOnSwap]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const next = keyTarget(event.key, index, entries.length);
    if (next === undefined) return;
    event.preventDefault();
    triggersIn(listRef.current)[next]?.focus();
  };

  return (
    <div ref={listRef} className="faq-list" data-orientation="vertical" onPointerEnter={onInteract}>
      {entries.map(({ value, question }, index) => (
        <div key={value} className="faq-item" data-state="closed" data-orientation="vertical">
          <h3 className="faq-question" data-orientation="vertical" data-state="closed">
            <button
              type="button"
              id={`${id}-${value}`}
              className="faq-trigger"
              aria-controls={`${id}-${value}-answer`}
              aria-expanded="false"
              data-state="closed"
              data-orientation="vertical"
              onFocus={onInteract}
              onKeyDown={(event: KeyboardEvent) => moveFocus(event, index)}
              onClick={() => {
                onPress(value);
                onInteract();
              }}
            >
              {question}
            </button>
          </h3>
          <div
            id={`${id}-${value}-answer`}
            className="faq-answer"
            role="region"
            aria-labelledby={`${id}-${value}`}
            data-state="closed"
            data-orientation="vertical"
            hidden
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The questions in the Radix accordion of `accordionModule`, which is not part of the first page
 * load: until it is there, the same markup stands in for it (FaqStandIn). It starts loading when
 * the list comes near the viewport (NEAR_VIEWPORT) or when it is pointed at, focused or pressed,
 * whichever is first. A question pressed before the accordion arrived opens as soon as it is
 * there, and the question that had the focus keeps it.
 */
export function FaqQuestions({
  entries,
  accordionModule,
}: {
  entries: readonly FaqEntry[];
  accordionModule: FaqAccordionModule;
}) {
  const accordion = useLazyModule(accordionModule);
  // The question pressed (and not pressed again) before the accordion arrived.
  const [pressed, setPressed] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const focusedOnSwap = useRef(-1);

  useEffect(() => {
    const element = list.current;
    if (accordion || !element) return;
    return whenNearViewport(element, () => preload(accordionModule));
  }, [accordion, accordionModule]);

  useLayoutEffect(() => {
    const index = focusedOnSwap.current;
    focusedOnSwap.current = -1;
    if (accordion && index >= 0) triggersIn(list.current)[index]?.focus();
  }, [accordion]);

  if (accordion) {
    return <accordion.FaqAccordion entries={entries} defaultValue={pressed} listRef={list} />;
  }
  return (
    <FaqStandIn
      entries={entries}
      onPress={(value) => setPressed((current) => (current === value ? undefined : value))}
      onInteract={() => preload(accordionModule)}
      listRef={list}
      focusedOnSwap={focusedOnSwap}
    />
  );
}

/**
 * The landing page's FAQ (SPEC §2), anchor #faq: five questions about the product in a Radix
 * accordion, one open at a time (opening one closes the other; the open one can be closed), and a
 * Contact us link to /contact for anything else.
 */
export function FaqSection() {
  const t = useTranslate();
  const entries: FaqEntry[] = FAQ_ITEMS.map((item) => ({
    value: item,
    question: (
      <>
        <span>{t(`faq.items.${item}.question`)}</span>
        <ChevronIcon />
      </>
    ),
    answer: <p>{t(`faq.items.${item}.answer`)}</p>,
  }));
  return (
    <section id="faq" className="faq-section" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('faq.title')}</h2>
      <p className="lead">{t('faq.description')}</p>
      <FaqQuestions entries={entries} accordionModule={faqAccordionModule} />
      <p className="faq-more">
        {t('faq.moreQuestions')}{' '}
        <Link to="/contact" className="faq-contact-link">
          {t('faq.contactUs')}
        </Link>
      </p>
    </section>
  );
}
