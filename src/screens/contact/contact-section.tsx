import { useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { lazyModule, preload, useLazyModule, whenNearViewport } from '../../ui/lazy-module';

/**
 * The form, its validation and the request client are not part of the landing page's first load
 * (docs/decisions/0059): the section is at the bottom of the page, and the form is loaded when
 * the section comes near the viewport.
 */
const contactFormModule = lazyModule(() => import('./contact-form'));

/** The landing page's contact section (SPEC §2), anchor #contact: the same form as /contact. */
export function ContactSection() {
  const t = useTranslate();
  const form = useLazyModule(contactFormModule);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = section.current;
    if (form || !element) return;
    return whenNearViewport(element, () => preload(contactFormModule));
  }, [form]);

  return (
    <section ref={section} id="contact" className="contact-section" aria-labelledby="contact-title">
      <div className="contact-section-intro">
        <h2 id="contact-title">{t('pages.contact.title')}</h2>
        <p className="lead">{t('pages.contact.description')}</p>
      </div>
      {form ? (
        <form.ContactForm />
      ) : (
        // The form's room, kept while it loads so that the footer does not move when it arrives.
        <div className="contact-form-stand-in" />
      )}
    </section>
  );
}
