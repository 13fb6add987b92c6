import { useIntl } from 'react-intl';
import { OBJECT_LABELS, type ObjectLabel } from '../../contract/object-labels';
import type { ElementKind, TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import { EditorNotice } from './editor-notice';

const isObjectLabel = (kind: ElementKind): kind is ObjectLabel =>
  (OBJECT_LABELS as readonly string[]).includes(kind);

/**
 * The elements processing could not draw (web-ifc drew nothing of their 3D shape: issue 35,
 * point 7, decision 0051), named for the owner with how many of each, and what usually fixes it.
 */
export function UndrawnNotice({ tour }: { tour: TourView }) {
  const t = useTranslate();
  const intl = useIntl();
  const undrawn = tour.model?.undrawn ?? [];
  if (undrawn.length === 0) return null;
  const name = (kind: ElementKind) =>
    t(isObjectLabel(kind) ? `tourViewer.objects.${kind}` : `tourEditor.undrawn.elements.${kind}`);
  const list = intl.formatList(
    undrawn.map(({ element, count }) =>
      t('tourEditor.undrawn.item', { name: name(element), count }),
    ),
    { type: 'conjunction' },
  );
  const count = undrawn.reduce((sum, { count: each }) => sum + each, 0);
  return (
    <EditorNotice id="undrawn-notice" title={t('tourEditor.undrawn.title')}>
      <p>{t('tourEditor.undrawn.summary', { count, list })}</p>
      <p>{t('tourEditor.undrawn.next')}</p>
    </EditorNotice>
  );
}
