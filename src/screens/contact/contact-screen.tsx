import { ScreenIntro } from '../app/page-metadata';

export function ContactScreen() {
  return <ScreenIntro page="contact" />;
}
