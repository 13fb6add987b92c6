import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import {
  LOGO_DIMENSIONS_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_TYPES,
  LOGO_UNREADABLE_MESSAGE,
  type BrandingView,
} from '../../contract/branding';
import { useTranslate } from '../../i18n/use-translate';
import { ApiRequestError } from '../../services/api-client';
import { createBrandingApi } from '../../services/branding-api';
import { useAppApi } from '../app/app-services';
import { Button } from '../../ui/button';

const DEFAULT_ACCENT = '#4c3fd8';

type Outcome = { kind: 'saved' } | { kind: 'failed'; messageKey: string };

/** The values of the branding messages that name a limit. */
const LIMITS = { side: LOGO_MAX_SIDE };

/** The catalogue key of what went wrong, never the server's or a library's own words. */
function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 413) return 'tourEditor.branding.logoTooLarge';
    if (error.status === 415) return 'tourEditor.branding.logoType';
    if (error.message === LOGO_DIMENSIONS_MESSAGE) return 'tourEditor.branding.logoDimensions';
    if (error.message === LOGO_UNREADABLE_MESSAGE) return 'tourEditor.branding.logoUnreadable';
  }
  return 'tourEditor.branding.failed';
}

/** The owner's logo, read with their token, as an object URL for the preview. */
function useLogoPreview(url: string | null | undefined) {
  const { client } = useAppApi();
  const api = useMemo(() => createBrandingApi(client), [client]);
  const [loaded, setLoaded] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let current = true;
    api.logo(url).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      },
      () => {
        if (current) setLoaded({ url, src: null });
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url]);
  return url && loaded?.url === url ? loaded.src : null;
}

/**
 * Branding on the tour's embeds (issue 18 point 6): an accent colour and a logo, both optional.
 * Its own calls (services/branding-api.ts), apart from the editor's machine: they change
 * nothing else of the tour.
 */
export function BrandingPanel({ tourId }: { tourId: string }) {
  const t = useTranslate();
  const ids = 'tour-editor-branding';
  const { client } = useAppApi();
  const api = useMemo(() => createBrandingApi(client), [client]);
  const queryClient = useQueryClient();
  const queryKey = ['tourBranding', tourId];
  const branding = useQuery({ queryKey, queryFn: () => api.get(tourId) });
  const [accent, setAccent] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const preview = useLogoPreview(branding.data?.logoUrl);

  const change = useMutation({
    mutationFn: (action: () => Promise<BrandingView>) => action(),
    onMutate: () => setOutcome(null),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKey, view);
      setAccent(null);
      setOutcome({ kind: 'saved' });
    },
    onError: (error) => setOutcome({ kind: 'failed', messageKey: failureKey(error) }),
  });

  const chooseLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setOutcome({ kind: 'failed', messageKey: 'tourEditor.branding.logoType' });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setOutcome({ kind: 'failed', messageKey: 'tourEditor.branding.logoTooLarge' });
      return;
    }
    change.mutate(() => api.uploadLogo(tourId, file));
  };

  const saved = branding.data;
  const shownAccent = accent ?? saved?.accentColour ?? DEFAULT_ACCENT;
  const busy = change.isPending || branding.isPending;
  return (
    <section
      className="tour-editor-panel card"
      aria-labelledby={`${ids}-heading`}
      aria-busy={change.isPending}
    >
      <h2 id={`${ids}-heading`}>{t('tourEditor.branding.heading')}</h2>
      <p className="tour-editor-hint">{t('tourEditor.branding.hint')}</p>
      {branding.isError ? (
        <p role="alert" className="form-alert">
          {t('tourEditor.branding.failed')}
        </p>
      ) : (
        <>
          <div className="form-field tour-editor-branding-accent">
            <label htmlFor={`${ids}-accent`}>{t('tourEditor.branding.accent')}</label>
            <div className="tour-editor-actions">
              <input
                id={`${ids}-accent`}
                type="color"
                value={shownAccent}
                disabled={busy}
                onChange={(event) => setAccent(event.currentTarget.value)}
              />
              <Button
                variant="secondary"
                disabled={busy || accent === null}
                onClick={() => change.mutate(() => api.setAccent(tourId, shownAccent))}
              >
                {t('tourEditor.branding.saveAccent')}
              </Button>
              {saved?.accentColour && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => change.mutate(() => api.setAccent(tourId, null))}
                >
                  {t('tourEditor.branding.clearAccent')}
                </Button>
              )}
            </div>
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-logo`}>{t('tourEditor.branding.logo')}</label>
            <p id={`${ids}-logo-hint`} className="tour-editor-hint">
              {t('tourEditor.branding.logoHint', LIMITS)}
            </p>
            {preview && (
              <img
                className="tour-editor-branding-logo"
                src={preview}
                alt={t('tourEditor.branding.logoAlt')}
              />
            )}
            <div className="tour-editor-actions">
              <input
                id={`${ids}-logo`}
                type="file"
                accept={LOGO_TYPES.join(',')}
                aria-describedby={`${ids}-logo-hint`}
                disabled={busy}
                onChange={chooseLogo}
              />
              {saved?.logoUrl && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => change.mutate(() => api.removeLogo(tourId))}
                >
                  {t('tourEditor.branding.removeLogo')}
                </Button>
              )}
            </div>
          </div>
        </>
      )}
      <p role="status" className="tour-editor-hint">
        {outcome?.kind === 'saved' && t('tourEditor.branding.saved')}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="form-alert">
          {t(outcome.messageKey, LIMITS)}
        </p>
      )}
    </section>
  );
}
