import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { TourView } from '../../contract/tours';
import { useTranslate } from '../../i18n/use-translate';
import type { Translate } from '../forms/form-messages';
import { ScreenIntro } from '../app/page-metadata';
import { ServerDataGate } from '../app/app-services';
import { TourCardList } from '../tours/tour-card';
import { DEFAULT_TOUR_SORT, isTourSort, visibleTours, type TourSort } from '../tours/tour-list';
import { TourListControls } from '../tours/tour-list-controls';
import { LoadFailed, NoToursYet, ToursLoading } from '../tours/tour-list-states';
import { useMyTours } from '../tours/tour-queries';
import { Button } from '../../ui/button';

/** The search and sort live in the address (?q=…&sort=…), so a reload or Back keeps them. */
function useSearchAndSort() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: TourSort = isTourSort(sortParam) ? sortParam : DEFAULT_TOUR_SORT;
  const update = (name: 'q' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    search,
    sort,
    setSearch: (value: string) => update('q', value, ''),
    setSort: (value: TourSort) => update('sort', value, DEFAULT_TOUR_SORT),
  };
}

function summaryOf(t: Translate, shown: number, total: number, search: string): string {
  if (shown === total) return t('tourLists.search.all', { count: total });
  if (shown === 0) return t('tourLists.search.noMatch', { search });
  return t('tourLists.search.matches', { count: shown, total });
}

function SearchableTours({ tours }: { tours: readonly TourView[] }) {
  const t = useTranslate();
  const { locale } = useIntl();
  const { search, sort, setSearch, setSort } = useSearchAndSort();
  const shown = visibleTours(tours, { search, sort, locale });
  const searchField = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setSearch('');
    searchField.current?.focus();
  };
  return (
    <>
      <p className="tour-list-actions">
        <Link className="button button-primary" to="/dashboard/create-tour">
          {t('tourLists.createTour')}
        </Link>
      </p>
      <TourListControls
        search={search}
        sort={sort}
        onSearchChange={setSearch}
        onSortChange={setSort}
        searchRef={searchField}
      />
      <div className="tour-list-summary">
        <p role="status">{summaryOf(t, shown.length, tours.length, search.trim())}</p>
        {search ? (
          <Button variant="ghost" onClick={clearSearch}>
            {t('tourLists.search.clear')}
          </Button>
        ) : null}
      </div>
      <TourCardList tours={shown} headingLevel={2} label={t('tourLists.tours.listLabel')} />
    </>
  );
}

function MyTours() {
  const t = useTranslate();
  const tours = useMyTours();
  if (tours.data === undefined) {
    if (!tours.isError) return <ToursLoading label={t('tourLists.tours.loading')} />;
    return <LoadFailed query={tours} fallbackMessage={t('tourLists.errors.tours')} />;
  }
  if (tours.data.length === 0) return <NoToursYet />;
  return <SearchableTours tours={tours.data} />;
}

/** /dashboard/tours: the owner's tours as cards, searchable and sortable. */
export function ToursScreen() {
  const t = useTranslate();
  return (
    <>
      <ScreenIntro page="tours" noIndex />
      <section className="tour-list" aria-label={t('tourLists.tours.sectionLabel')}>
        <ServerDataGate fallback={<ToursLoading label={t('tourLists.tours.loading')} />}>
          <MyTours />
        </ServerDataGate>
      </section>
    </>
  );
}
