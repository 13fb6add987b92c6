import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  SAMPLE_RATE_MESSAGE,
  TracesSampleRateSchema,
  type SuperuserSettings,
} from '../../contract/settings';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';
import { translateSuperuserMessage } from './superuser-messages';
import { useSuperuserSettings } from './superuser-queries';
import { ActionOutcome, ReadPending } from './superuser-states';
import { SUPERUSER_ACTIONS, useStaffAction, type StaffAction } from './use-staff-action';

/** The rate as typed: '' keeps the build's rate (null); otherwise a number from 0 to 1. */
function parseRate(typed: string): { rate: number | null } | { error: string } {
  const trimmed = typed.trim().replace(',', '.');
  if (trimmed === '') return { rate: null };
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed)) return { error: SAMPLE_RATE_MESSAGE };
  const parsed = v.safeParse(TracesSampleRateSchema, Number(trimmed));
  return parsed.success ? { rate: parsed.output } : { error: parsed.issues[0].message };
}

function SettingsForm({ saved, action }: { saved: SuperuserSettings; action: StaffAction }) {
  const t = useTranslate();
  const current = saved.settings.errorReporting;
  const [enabled, setEnabled] = useState(current.enabled);
  const [rate, setRate] = useState(
    current.tracesSampleRate === null ? '' : String(current.tracesSampleRate),
  );
  const [error, setError] = useState<string | null>(null);
  const busy = action.state.hasTag('busy');

  const save = submitWith(() => {
    const parsed = parseRate(rate);
    if ('error' in parsed) {
      setError(translateSuperuserMessage(t, parsed.error));
      document.getElementById('superuser-sample-rate')?.focus();
      return;
    }
    setError(null);
    action.start({
      name: SUPERUSER_ACTIONS.settings,
      targetId: 'errorReporting',
      input: { enabled, tracesSampleRate: parsed.rate },
      confirm: false,
    });
  });

  const describedBy = ['superuser-sample-rate-hint', error ? 'superuser-sample-rate-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="superuser-settings-form" onSubmit={save} noValidate aria-busy={busy}>
      <div className="superuser-check">
        <input
          id="superuser-reporting-enabled"
          type="checkbox"
          checked={enabled}
          aria-describedby="superuser-reporting-enabled-hint"
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <label htmlFor="superuser-reporting-enabled">{t('superuser.settings.enabled')}</label>
      </div>
      <p id="superuser-reporting-enabled-hint" className="form-note">
        {t('superuser.settings.enabledHint')}
      </p>
      <div className="form-field">
        <label htmlFor="superuser-sample-rate">{t('superuser.settings.sampleRate')}</label>
        <input
          id="superuser-sample-rate"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={rate}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setRate(event.target.value)}
        />
        <p id="superuser-sample-rate-hint" className="form-note">
          {t('superuser.settings.sampleRateHint')}
        </p>
        {error && (
          <p id="superuser-sample-rate-error" className="form-field-error">
            {error}
          </p>
        )}
      </div>
      <div className="superuser-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('superuser.saving') : t('superuser.settings.save')}
        </button>
      </div>
    </form>
  );
}

/** Settings: the error-reporting kill switch and its trace sample rate. */
export function SettingsTab() {
  const t = useTranslate();
  const intl = useIntl();
  const settings = useSuperuserSettings();
  const action = useStaffAction();
  if (settings.data === undefined) {
    return <ReadPending query={settings} loadingLabel={t('superuser.settings.loading')} />;
  }
  const { updatedAt } = settings.data;
  return (
    <div className="staff-tab">
      <section className="card superuser-section" aria-labelledby="superuser-reporting-heading">
        <h2 id="superuser-reporting-heading">{t('superuser.settings.reportingHeading')}</h2>
        <p className="superuser-muted">
          {updatedAt === null
            ? t('superuser.settings.neverChanged')
            : t('superuser.settings.lastChanged', {
                date: intl.formatDate(updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
        </p>
        <SettingsForm key={updatedAt ?? 'never'} saved={settings.data} action={action} />
        <ActionOutcome action={action} done={t('superuser.settings.saved')} />
      </section>
    </div>
  );
}
