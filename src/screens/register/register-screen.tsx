import { ScreenIntro } from '../app/page-metadata';

export function RegisterScreen() {
  return <ScreenIntro page="register" />;
}
