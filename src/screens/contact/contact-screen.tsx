import { ScreenIntro } from '../app/page-metadata';
import { ContactForm } from './contact-form';

/** /contact (SPEC §2): "Let's Talk Tours", with the contact form. */
export function ContactScreen() {
  return (
    <div className="contact-screen">
      <ScreenIntro page="contact" />
      <ContactForm />
    </div>
  );
}
