import { ScreenIntro } from '../app/page-metadata';

export function ForgotPasswordScreen() {
  return <ScreenIntro page="forgotPassword" />;
}
