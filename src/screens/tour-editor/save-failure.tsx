import { useTranslate } from '../../i18n/use-translate';
import { FormAlert } from '../forms/form-parts';
import { SAVE_FAILED, translateEditorMessage } from './tour-editor-messages';

/** A refused save in a form: what failed, and the server's reason when it gave one. */
export function SaveFailure({ message }: { message: string }) {
  const t = useTranslate();
  return (
    <FormAlert>
      <p>{t('tourEditor.errors.saveFailed')}</p>
      {message !== SAVE_FAILED && <p>{translateEditorMessage(t, message)}</p>}
    </FormAlert>
  );
}
