import { useIntl } from 'react-intl';
import type { PartnerKeyView } from '../../contract/partner';
import { useTranslate } from '../../i18n/use-translate';
import type { SelectedPartnerKey } from '../../machines/partner-keys.machine';
import { useBillingFormat } from '../billing/billing-format';

function KeyRow({
  apiKey,
  revokeDisabled,
  onRevoke,
}: {
  apiKey: PartnerKeyView;
  revokeDisabled: boolean;
  onRevoke: (key: SelectedPartnerKey) => void;
}) {
  const t = useTranslate();
  const intl = useIntl();
  const { date, dateTime } = useBillingFormat();
  const { revokedAt, lastUsedAt } = apiKey;
  return (
    <tr data-revoked={revokedAt !== null || undefined}>
      <th scope="row">{apiKey.name}</th>
      <td>
        <code className="partner-code" dir="ltr">
          {apiKey.prefix}…
        </code>
      </td>
      <td>
        <time dateTime={apiKey.createdAt}>{dateTime(apiKey.createdAt)}</time>
      </td>
      <td>
        {lastUsedAt === null ? (
          t('partner.keys.never')
        ) : (
          <time dateTime={lastUsedAt}>{dateTime(lastUsedAt)}</time>
        )}
      </td>
      <td className="partner-number">{intl.formatNumber(apiKey.requestCount)}</td>
      <td>
        {revokedAt === null ? (
          <span className="partner-status" data-status="active">
            {t('partner.keys.active')}
          </span>
        ) : (
          <span className="partner-status" data-status="revoked">
            {t('partner.keys.revokedOn', { date: date(revokedAt) })}
          </span>
        )}
      </td>
      <td>
        {revokedAt === null && (
          <button
            type="button"
            className="button button-secondary partner-small-button"
            disabled={revokeDisabled}
            aria-label={t('partner.keys.revokeLabel', { name: apiKey.name })}
            onClick={() => onRevoke({ id: apiKey.id, name: apiKey.name })}
          >
            {t('partner.keys.revoke')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The keys, newest first: name, prefix, dates, use and status, and Revoke for active ones. */
export function PartnerKeysTable({
  keys,
  revokeDisabled,
  onRevoke,
}: {
  keys: PartnerKeyView[];
  revokeDisabled: boolean;
  onRevoke: (key: SelectedPartnerKey) => void;
}) {
  const t = useTranslate();
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <div
      className="partner-table-wrap"
      role="region"
      aria-labelledby="partner-keys-caption"
      tabIndex={0}
    >
      <table className="partner-table">
        <caption id="partner-keys-caption" className="visually-hidden">
          {t('partner.keys.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('partner.keys.name')}</th>
            <th scope="col">{t('partner.keys.key')}</th>
            <th scope="col">{t('partner.keys.created')}</th>
            <th scope="col">{t('partner.keys.lastUsed')}</th>
            <th scope="col" className="partner-number">
              {t('partner.keys.requests')}
            </th>
            <th scope="col">{t('partner.keys.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('partner.keys.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} revokeDisabled={revokeDisabled} onRevoke={onRevoke} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
