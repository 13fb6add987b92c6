import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useBreadcrumbLabels } from '../../ui/breadcrumb-labels';
import { Breadcrumbs, breadcrumbsFromPath, humanizeSegment } from '../../ui/breadcrumbs';

/**
 * SPEC §2: path breadcrumbs, translated where the catalogue names the segment, or named by the
 * screen (a tour's title); hidden on /.
 */
export function PathBreadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const screenLabels = useBreadcrumbLabels();
  const labelFor = (segment: string) => {
    const id = `breadcrumbs.segments.${segment}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : humanizeSegment(segment);
  };
  const items = breadcrumbsFromPath(
    pathname,
    intl.formatMessage({ id: 'breadcrumbs.home' }),
    labelFor,
  ).map((item) => ({ ...item, label: screenLabels.get(item.href) ?? item.label }));
  return <Breadcrumbs items={items} label={intl.formatMessage({ id: 'breadcrumbs.label' })} />;
}
