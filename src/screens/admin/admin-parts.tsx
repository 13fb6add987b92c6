/** Building blocks of the /admin tabs: failed reads, paged lists, action outcomes. */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { submitWith } from '../../ui/form-submit';
import { StaffActionOutcome } from '../staff/staff-action-outcome';
import { StaffLoading } from '../staff/staff-loading';
import { LOAD_FAILED, translateAdminMessage } from './admin-messages';
import type { AdminAction } from './use-admin-action';
import { DataTable } from '../../ui/data-table';
import { ReadFailed as ReadFailedPanel, type ReadFailedProps } from '../../ui/read-failed';
import { Button } from '../../ui/button';

/** A read that failed: why, and a way to try again. */
export function ReadFailed({ query }: ReadFailedProps) {
  const t = useTranslate();
  const message = translateAdminMessage(t, failureMessage(query.error, LOAD_FAILED));
  return <ReadFailedPanel className="staff-failed" message={message} query={query} />;
}

/** The search box of an /admin list: what is typed is searched for when the form is sent. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The search row of an /admin list: the search box, searched for when the form is sent, and
 * the list's filters (`children`), applied as soon as they are chosen. Its texts are the
 * catalogue's under `messages` (admin.users, admin.tours): search and searchPlaceholder.
 */
export function ListSearch({
  id,
  messages,
  query,
  onSearch,
  children,
}: {
  id: string;
  messages: string;
  /** The search in the address: what the box starts with. */
  query: string;
  onSearch: (query: string) => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  const [search, setSearch] = useState(query);
  const submit = submitWith(() => {
    onSearch(search.trim());
  });
  return (
    <form className="filter-row admin-filters" role="search" onSubmit={submit}>
      <SearchField
        id={id}
        label={t(`${messages}.search`)}
        placeholder={t(`${messages}.searchPlaceholder`)}
        value={search}
        onChange={setSearch}
      />
      {children}
      <button type="submit" className="button button-primary">
        {t('admin.search')}
      </button>
    </form>
  );
}

/** A filter of an /admin list, applied as soon as it is chosen: a labelled select. */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  choices,
  choiceLabel,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly Value[];
  choiceLabel: (choice: Value) => string;
  /** The first option, "all" (the empty value), where the filter may be off. */
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The next page of a list, while there is one. */
function LoadMore({ query }: { query: UseInfiniteQueryResult }) {
  const t = useTranslate();
  if (!query.hasNextPage) return null;
  const loading = query.isFetchingNextPage;
  return (
    <p className="admin-more">
      <Button
        variant="secondary"
        disabled={loading}
        aria-busy={loading}
        onClick={() => void query.fetchNextPage()}
      >
        {loading ? t('admin.loadingMore') : t('admin.loadMore')}
      </Button>
    </p>
  );
}

/** A list read a page at a time (`useInfiniteQuery`): its pages, and how a page holds its rows. */
export interface PagedListProps<Page, Row> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  rowsOf: (page: Page) => Row[];
  loadingLabel: string;
  /** Said when the list is empty. */
  emptyLabel: string;
  /** Said below it: why the list is empty and what fills it. */
  emptyHint: string;
  /** How many rows are shown, and whether there are more. */
  countLabel: (count: number, more: boolean) => string;
  /** The rows, when there are any; `stale` while they are the previous filters' (placeholders). */
  children: (rows: Row[], stale: boolean) => ReactNode;
}

/**
 * The frame of every /admin list: loading, or failed with a way to try again; then how many,
 * the rows and the next page's button.
 */
export function PagedList<Page, Row>({
  query,
  rowsOf,
  loadingLabel,
  emptyLabel,
  emptyHint,
  countLabel,
  children,
}: PagedListProps<Page, Row>) {
  if (query.data === undefined) {
    if (!query.isError) return <StaffLoading label={loadingLabel} />;
    return <ReadFailed query={query} />;
  }
  const rows = query.data.pages.flatMap(rowsOf);
  return (
    <>
      <p className="admin-count" role="status">
        {rows.length === 0 ? emptyLabel : countLabel(rows.length, query.hasNextPage)}
      </p>
      {rows.length === 0 && (
        <p className="staff-empty-hint" data-testid="staff-empty-hint">
          {emptyHint}
        </p>
      )}
      {rows.length > 0 && children(rows, query.isPlaceholderData)}
      <LoadMore query={query} />
    </>
  );
}

/**
 * A PagedList whose rows are a staff table, one `row` each. Its texts are the catalogue's under
 * `messages` (admin.users, admin.tours): loading, none, noneHint, count and tableCaption, and
 * one key per column.
 */
export function PagedTable<Page, Row>({
  query,
  rowsOf,
  messages,
  columns,
  row,
}: Pick<PagedListProps<Page, Row>, 'query' | 'rowsOf'> & {
  messages: string;
  columns: string[];
  row: (row: Row) => ReactNode;
}) {
  const t = useTranslate();
  return (
    <PagedList
      query={query}
      rowsOf={rowsOf}
      loadingLabel={t(`${messages}.loading`)}
      emptyLabel={t(`${messages}.none`)}
      emptyHint={t(`${messages}.noneHint`)}
      countLabel={(count, more) => t(`${messages}.count`, { count, more: String(more) })}
    >
      {(rows, stale) => (
        <div className="staff-table-wrap">
          <DataTable
            className="staff-table"
            busy={stale}
            caption={t(`${messages}.tableCaption`)}
            columns={columns.map((column) => t(`${messages}.${column}`))}
          >
            {rows.map(row)}
          </DataTable>
        </div>
      )}
    </PagedList>
  );
}

/** What became of the last action: the staff-action outcome in /admin's words. */
export function ActionOutcome({ action, done }: { action: AdminAction; done: string }) {
  const t = useTranslate();
  return (
    <StaffActionOutcome
      action={action}
      working={t('staffAction.working')}
      done={
        <>
          <strong>{t('staffAction.done')}</strong> {done}
        </>
      }
      failed={(reason) => (
        <>
          <strong>{t('staffAction.failed')}</strong> {translateAdminMessage(t, reason)}
        </>
      )}
    />
  );
}
