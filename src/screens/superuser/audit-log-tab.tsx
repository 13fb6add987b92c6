import { StaffEmpty } from '../staff/staff-empty';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  PLAN_UPDATE_ACTION,
  ROLE_CHANGE_ACTION,
  SETTINGS_UPDATE_ACTION,
  type AuditEntry,
} from '../../contract/superuser';
import { useTranslate } from '../../i18n/use-translate';
import { useAuditLog } from './superuser-queries';
import { roleName } from '../app/role-names';
import { ReadPending } from './superuser-states';
import { DataTable } from '../../ui/data-table';
import { Button } from '../../ui/button';

type Translate = ReturnType<typeof useTranslate>;

/** The filter's choices: an action prefix and its label key ('' for every action). */
const FILTERS = [
  ['', 'superuser.audit.filters.all'],
  ['user.role', 'superuser.audit.filters.roles'],
  ['user', 'superuser.audit.filters.accounts'],
  ['tour', 'superuser.audit.filters.tours'],
  ['plan', 'superuser.audit.filters.plans'],
  ['setting', 'superuser.audit.filters.settings'],
] as const;

const ACTION_LABELS: Readonly<Record<string, string>> = {
  [ROLE_CHANGE_ACTION]: 'superuser.audit.actions.roleChange',
  [PLAN_UPDATE_ACTION]: 'superuser.audit.actions.planUpdate',
  [SETTINGS_UPDATE_ACTION]: 'superuser.audit.actions.settingUpdate',
};

/** A value of the details as text: never HTML, objects as compact JSON. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What changed, one line each: "from → to", each field's before → after, or key: value. */
function detailLines(details: Record<string, unknown>): string[] {
  const { before, after, from, to, ...rest } = details;
  const lines: string[] = [];
  if (from !== undefined || to !== undefined) lines.push(`${asText(from)} → ${asText(to)}`);
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
      lines.push(`${field}: ${asText(was[field])} → ${asText(now[field])}`);
    }
  }
  for (const [key, value] of Object.entries(rest)) lines.push(`${key}: ${asText(value)}`);
  return lines;
}

function EntryRow({ entry, t }: { entry: AuditEntry; t: Translate }) {
  const intl = useIntl();
  const label = ACTION_LABELS[entry.action];
  const lines = detailLines(entry.details);
  return (
    <tr>
      <td>
        <time dateTime={entry.createdAt}>
          {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </td>
      <td>
        {entry.actor === null ? (
          <span className="superuser-muted">{t('superuser.audit.deletedAccount')}</span>
        ) : (
          <>
            <span>{`${entry.actor.firstName} ${entry.actor.lastName}`}</span>
            <span className="superuser-muted superuser-block">{entry.actor.email}</span>
          </>
        )}
      </td>
      <td>{roleName(t, entry.actorRole)}</td>
      <td>
        {label ? t(label) : null}
        <code className={label ? 'superuser-block' : undefined}>{entry.action}</code>
      </td>
      <td>{entry.targetLabel ?? `${entry.targetType} ${entry.targetId ?? ''}`.trim()}</td>
      <td>
        {lines.length === 0 ? (
          <span className="superuser-muted">—</span>
        ) : (
          <ul className="superuser-details">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function AuditTable({ action }: { action: string | null }) {
  const t = useTranslate();
  const log = useAuditLog(action);
  if (log.data === undefined) {
    return <ReadPending query={log} loadingLabel={t('superuser.audit.loading')} />;
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <StaffEmpty label={t('superuser.audit.empty')} hint={t('superuser.audit.emptyHint')} />;
  }
  return (
    <>
      <div className="staff-table-wrap">
        <DataTable
          className="staff-table"
          label={t('superuser.audit.tableLabel')}
          columns={[
            t('superuser.audit.when'),
            t('superuser.audit.who'),
            t('superuser.audit.role'),
            t('superuser.audit.action'),
            t('superuser.audit.target'),
            t('superuser.audit.details'),
          ]}
        >
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} t={t} />
          ))}
        </DataTable>
      </div>
      {log.isFetchNextPageError && (
        <p className="form-field-error" role="alert">
          {t('superuser.audit.moreFailed')}
        </p>
      )}
      {log.hasNextPage && (
        <div className="superuser-actions">
          <Button
            variant="secondary"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage
              ? t('superuser.audit.loadingMore')
              : t('superuser.audit.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The audit log: every staff action, newest first, a page at a time, filtered by area. */
export function AuditLogTab() {
  const t = useTranslate();
  const [filter, setFilter] = useState('');
  return (
    <div className="staff-tab">
      <section className="card superuser-section" aria-labelledby="superuser-audit-heading">
        <h2 id="superuser-audit-heading">{t('superuser.audit.heading')}</h2>
        <p className="superuser-muted">{t('superuser.audit.intro')}</p>
        <div className="form-field superuser-filter">
          <label htmlFor="superuser-audit-filter">{t('superuser.audit.filterLabel')}</label>
          <select
            id="superuser-audit-filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          >
            {FILTERS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        <AuditTable action={filter === '' ? null : filter} />
      </section>
    </div>
  );
}
