import { useId } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { portalRows } from './listing-portals';

const ROWS = portalRows();

function PortalNames({ names, hidden }: { names: readonly string[]; hidden?: boolean }) {
  return (
    <ul className="portals-list" aria-hidden={hidden ? 'true' : undefined}>
      {names.map((name) => (
        <li key={name} className="portals-name" translate="no">
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * One row that scrolls without end: the names twice in a track moved by half its width. The
 * second copy is there for the eye only, so assistive technology hears every name once.
 */
function PortalRow({ names, index }: { names: readonly string[]; index: number }) {
  return (
    <div className={`portals-row portals-row-${index + 1}`}>
      <div className="portals-track">
        <PortalNames names={names} />
        <PortalNames names={names} hidden />
      </div>
    </div>
  );
}

/**
 * The compatible-portals strip (SPEC §1, §2): about 52 listing portals in 3 rows that scroll
 * continuously (CSS only; still under prefers-reduced-motion, pausable by a checkbox or by
 * hovering), with the note that the names are trademarks and mean technical compatibility only.
 */
export function PortalsStrip() {
  const t = useTranslate();
  const pauseId = useId();
  return (
    <section className="portals" aria-labelledby="portals-title">
      <header className="portals-header">
        <h2 id="portals-title">{t('home.portals.title')}</h2>
        <p className="lead">{t('home.portals.lead')}</p>
      </header>
      <div className="portals-controls">
        <input id={pauseId} type="checkbox" className="portals-pause-input" />
        <label htmlFor={pauseId} className="portals-pause">
          {t('home.portals.pause')}
        </label>
      </div>
      <div className="portals-rows">
        {ROWS.map((names, index) => (
          <PortalRow key={index} names={names} index={index} />
        ))}
      </div>
      <p className="portals-note">{t('home.portals.trademarkNote')}</p>
    </section>
  );
}
