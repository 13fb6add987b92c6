import { useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { ScreenIntro } from '../app/page-metadata';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** Developer page: a button makes the page throw, so the boundary catches and reports it. */
export function TestErrorScreen() {
  const t = useTranslate();
  const [broken, setBroken] = useState(false);
  return (
    <div className="stack">
      <ScreenIntro page="testError" noIndex />
      <p>{t('testError.explanation')}</p>
      <p>
        <button type="button" className="button button-primary" onClick={() => setBroken(true)}>
          {t('testError.trigger')}
        </button>
      </p>
      {broken && <Thrower message={t('testError.thrownMessage')} />}
    </div>
  );
}
