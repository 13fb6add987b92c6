import { useTranslate } from '../../i18n/use-translate';
import { ContactForm } from './contact-form';

/** The landing page's contact section (SPEC §2), anchor #contact: the same form as /contact. */
export function ContactSection() {
  const t = useTranslate();
  return (
    <section id="contact" className="contact-section" aria-labelledby="contact-title">
      <div className="contact-section-intro">
        <h2 id="contact-title">{t('pages.contact.title')}</h2>
        <p className="lead">{t('pages.contact.description')}</p>
      </div>
      <ContactForm />
    </section>
  );
}
