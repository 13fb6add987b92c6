import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CreditsOverview, LedgerEntryView } from '../../contract/billing';
import { useTranslate } from '../../i18n/use-translate';
import { failureMessage } from '../../services/api-client';
import { useBillingFormat } from './billing-format';
import { LOAD_BILLING_FAILED, translateBillingMessage } from './billing-messages';
import { useCreditsOverview, useOwnerId } from './billing-queries';
import {
  ReadFailed as ReadFailedPanel,
  type ReadFailedProps,
  SkeletonLines,
} from '../../ui/read-failed';
import { Button } from '../../ui/button';

/** A read that failed: why, and a way to try again. */
export function ReadFailed({ query }: ReadFailedProps) {
  const t = useTranslate();
  const message = translateBillingMessage(t, failureMessage(query.error, LOAD_BILLING_FAILED));
  return <ReadFailedPanel className="billing-section" message={message} query={query} />;
}

/** Lines standing in for content while it loads, announced once. */
export function SectionLoading({ label, lines = 2 }: { label: string; lines?: number }) {
  return (
    <SkeletonLines
      className="billing-section"
      lineClassName="billing-skeleton"
      label={label}
      lines={lines}
    />
  );
}

function Balance({ overview }: { overview: CreditsOverview }) {
  const t = useTranslate();
  return (
    <section className="card billing-section" aria-labelledby="credits-balance-heading">
      <h2 id="credits-balance-heading">{t('billing.credits.balanceHeading')}</h2>
      <p className="billing-balance-figure">
        {t('billing.credits.balance', { count: overview.balance })}
      </p>
      <p className="billing-note">
        {t(overview.pool === 'team' ? 'billing.credits.teamPool' : 'billing.credits.ownPool')}
      </p>
    </section>
  );
}

function Expiring({ overview }: { overview: CreditsOverview }) {
  const t = useTranslate();
  const { date } = useBillingFormat();
  return (
    <section className="card billing-section" aria-labelledby="credits-expiring-heading">
      <h2 id="credits-expiring-heading">{t('billing.credits.expiringHeading')}</h2>
      {overview.expiring.length === 0 ? (
        <p className="billing-note">{t('billing.credits.nothingExpires')}</p>
      ) : (
        <ul className="billing-list">
          {overview.expiring.map((group) => (
            <li key={group.expiresAt}>
              <p>
                {t('billing.credits.expiresOn', {
                  count: group.credits,
                  date: date(group.expiresAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LedgerEntry({ entry, me }: { entry: LedgerEntryView; me: string | null }) {
  const t = useTranslate();
  const intl = useIntl();
  const { date, dateTime } = useBillingFormat();
  const actor = entry.actor !== null && entry.actor.id !== me ? entry.actor.name : null;
  return (
    <li>
      <div className="billing-entry-main">
        <p>
          <span className="badge billing-kind">{t(`billing.ledger.kinds.${entry.kind}`)}</span>{' '}
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
        </p>
        <p className="billing-entry-reason">{entry.reason}</p>
        {actor && <p className="billing-note">{t('billing.ledger.by', { name: actor })}</p>}
        {entry.amount > 0 && entry.expiresAt && (
          <p className="billing-note">
            {t('billing.ledger.expires', { date: date(entry.expiresAt) })}
          </p>
        )}
      </div>
      <p className="billing-entry-amount" data-sign={entry.amount < 0 ? 'minus' : 'plus'}>
        <span className="visually-hidden">{t('billing.ledger.amount')} </span>
        {intl.formatNumber(entry.amount, { signDisplay: 'exceptZero' })}
      </p>
    </li>
  );
}

function LedgerHistory({
  entries,
  hasMore,
  loadingMore,
  onMore,
}: {
  entries: LedgerEntryView[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const t = useTranslate();
  const me = useOwnerId();
  return (
    <section className="card billing-section" aria-labelledby="credits-ledger-heading">
      <h2 id="credits-ledger-heading">{t('billing.ledger.heading')}</h2>
      {entries.length === 0 ? (
        <p className="billing-note">{t('billing.ledger.empty')}</p>
      ) : (
        <ol className="billing-list" aria-label={t('billing.ledger.listLabel')}>
          {entries.map((entry) => (
            <LedgerEntry key={entry.id} entry={entry} me={me} />
          ))}
        </ol>
      )}
      {hasMore && (
        <div className="billing-actions">
          <Button
            variant="secondary"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={onMore}
          >
            {loadingMore ? t('billing.ledger.loadingMore') : t('billing.ledger.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The balance and what expires when, then `children` (the plan), then the ledger history a page
 * at a time.
 */
export function CreditsOverviewSections({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const overview = useCreditsOverview();
  if (overview.data === undefined) {
    return (
      <>
        {overview.isError ? (
          <ReadFailed query={overview} />
        ) : (
          <SectionLoading label={t('billing.credits.loading')} lines={4} />
        )}
        {children}
      </>
    );
  }
  const [first] = overview.data.pages;
  const entries = overview.data.pages.flatMap((page) => page.entries);
  return (
    <>
      {first && (
        <div className="billing-grid">
          <Balance overview={first} />
          <Expiring overview={first} />
        </div>
      )}
      {children}
      <LedgerHistory
        entries={entries}
        hasMore={overview.hasNextPage}
        loadingMore={overview.isFetchingNextPage}
        onMore={() => void overview.fetchNextPage()}
      />
      {overview.isFetchNextPageError && (
        <p role="alert">
          {translateBillingMessage(t, failureMessage(overview.error, LOAD_BILLING_FAILED))}
        </p>
      )}
    </>
  );
}
