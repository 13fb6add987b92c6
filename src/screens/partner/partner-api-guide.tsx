import { PARTNER_API_PATH, PARTNER_RATE_LIMIT_PER_MINUTE } from '../../contract/partner';
import { useTranslate } from '../../i18n/use-translate';

/** Where partners reach the API: the API's own address (VITE_API_BASE_URL), else this page's. */
export function partnerApiBase(): string {
  const origin = import.meta.env.VITE_API_BASE_URL || window.location.origin;
  return `${origin.replace(/\/+$/, '')}${PARTNER_API_PATH}`;
}

/** The two endpoints of the partner API and a request to copy. */
export function PartnerApiGuide() {
  const t = useTranslate();
  const base = partnerApiBase();
  const example = `curl -H "Authorization: Bearer rwk_YOUR_KEY" "${base}/tours?limit=20"`;
  return (
    <section className="card partner-section" aria-labelledby="partner-guide-heading">
      <h2 id="partner-guide-heading">{t('partner.guide.heading')}</h2>
      <p>{t('partner.guide.lead')}</p>
      <h3 id="partner-endpoints-heading">{t('partner.guide.endpoints')}</h3>
      <dl className="partner-endpoints" aria-labelledby="partner-endpoints-heading">
        <div>
          <dt>
            <code className="partner-code" dir="ltr">{`GET ${base}/tours`}</code>
          </dt>
          <dd>{t('partner.guide.list')}</dd>
        </div>
        <div>
          <dt>
            <code className="partner-code" dir="ltr">{`GET ${base}/tours/{slug}`}</code>
          </dt>
          <dd>{t('partner.guide.one')}</dd>
        </div>
      </dl>
      <h3 id="partner-example-heading">{t('partner.guide.example')}</h3>
      <pre
        className="code-block"
        dir="ltr"
        aria-label={t('partner.guide.exampleLabel')}
        tabIndex={0}
      >
        <code>{example}</code>
      </pre>
      <p className="partner-note">{t('partner.guide.plainText')}</p>
      <p className="partner-note">
        {t('partner.guide.limits', { count: PARTNER_RATE_LIMIT_PER_MINUTE })}
      </p>
    </section>
  );
}
