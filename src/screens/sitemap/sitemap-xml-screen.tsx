import { useEffect, useMemo } from 'react';
import { generateSitemapXml } from '../../contract/sitemap';
import { useTranslate } from '../../i18n/use-translate';
import { downloadTextFile } from '../../services/file-download';
import { ScreenIntro } from '../app/page-metadata';
import { Button } from '../../ui/button';

type Generated = { xml: string } | { error: string };

function generate(baseUrl: string): Generated {
  try {
    return { xml: generateSitemapXml(baseUrl, new Date()) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const download = (xml: string) => downloadTextFile('sitemap.xml', xml, 'application/xml');

/** SPEC §2: generates the sitemap XML, downloads it as a file and shows it as text. */
export function SitemapXmlScreen() {
  const t = useTranslate();
  const baseUrl = import.meta.env.VITE_PUBLIC_URL ?? window.location.origin;
  const result = useMemo(() => generate(baseUrl), [baseUrl]);

  useEffect(() => {
    if ('xml' in result) download(result.xml);
  }, [result]);

  return (
    <div className="stack">
      <ScreenIntro page="sitemapXml" noIndex />
      {'error' in result ? (
        <p role="alert">{t('sitemap.failed', { reason: result.error })}</p>
      ) : (
        <>
          <p role="status">{t('sitemap.generated')}</p>
          <p>
            <Button variant="secondary" onClick={() => download(result.xml)}>
              {t('sitemap.downloadAgain')}
            </Button>
          </p>
          <pre className="code-block" data-testid="sitemap-xml">
            {result.xml}
          </pre>
        </>
      )}
    </div>
  );
}
