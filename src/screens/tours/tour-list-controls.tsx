import { useId, type FormEvent, type Ref } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { TOUR_SORTS, isTourSort, type TourSort } from './tour-list';

export interface TourListControlsProps {
  search: string;
  sort: TourSort;
  onSearchChange: (search: string) => void;
  onSortChange: (sort: TourSort) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** The search by title or address and the sort order, both labelled. */
export function TourListControls({
  search,
  sort,
  onSearchChange,
  onSortChange,
  searchRef,
}: TourListControlsProps) {
  const t = useTranslate();
  const searchId = useId();
  const sortId = useId();
  // The list filters as the owner types: there is nothing to submit.
  const keepOnPage = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" className="tour-list-controls" onSubmit={keepOnPage}>
      <div className="tour-list-control">
        <label htmlFor={searchId}>{t('tourLists.controls.search')}</label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={search}
          placeholder={t('tourLists.controls.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="tour-list-control">
        <label htmlFor={sortId}>{t('tourLists.controls.sort')}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            if (isTourSort(event.target.value)) onSortChange(event.target.value);
          }}
        >
          {TOUR_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`tourLists.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
