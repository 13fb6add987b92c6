import * as Accordion from '@radix-ui/react-accordion';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/use-translate';

/** The five questions of SPEC §2's FAQ, in the order they are shown (catalogue keys faq.items.*). */
export const FAQ_ITEMS = ['equipment', 'processing', 'delivery', 'files', 'arNavigation'] as const;

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

/**
 * The landing page's FAQ (SPEC §2), anchor #faq: five questions about the product in a Radix
 * accordion, one open at a time (opening one closes the other; the open one can be closed), and a
 * Contact us link to /contact for anything else.
 */
export function FaqSection() {
  const t = useTranslate();
  return (
    <section id="faq" className="faq-section" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('faq.title')}</h2>
      <p className="lead">{t('faq.description')}</p>
      <Accordion.Root type="single" collapsible className="faq-list">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item} value={item} className="faq-item">
            <Accordion.Header className="faq-question">
              <Accordion.Trigger className="faq-trigger">
                <span>{t(`faq.items.${item}.question`)}</span>
                <ChevronIcon />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="faq-answer">
              <p>{t(`faq.items.${item}.answer`)}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="faq-more">
        {t('faq.moreQuestions')}{' '}
        <Link to="/contact" className="faq-contact-link">
          {t('faq.contactUs')}
        </Link>
      </p>
    </section>
  );
}
