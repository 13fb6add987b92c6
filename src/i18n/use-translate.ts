import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type TranslationValues = Record<string, string | number | Date>;

/** `t('nav.faq')`: the message for a dotted catalogue key in the current locale. */
export function useTranslate(): (id: string, values?: TranslationValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
