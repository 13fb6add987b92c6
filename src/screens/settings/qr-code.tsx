import { useEffect, useState } from 'react';
import { logger } from '../../services/logger';

/** The otpauth URI as an SVG QR code in a data: URL (the library is loaded only when needed). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  const render = qrcode.toString ?? qrcode.default.toString;
  const svg = await render(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

type Loaded = { text: string; src: string | null };

/**
 * A QR code of `text`, drawn as an image: nothing user-written reaches the DOM as markup.
 * While the library loads `loadingLabel` shows, and `failedLabel` if it cannot be drawn.
 */
export function QrCode({
  text,
  alt,
  loadingLabel,
  failedLabel,
  className = 'settings-qr',
}: {
  text: string;
  /** The holder's class (its image is drawn on white, for phone cameras). */
  className?: string;
  alt: string;
  loadingLabel: string;
  failedLabel: string;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(text).then(
      (src) => {
        if (current) setLoaded({ text, src });
      },
      (error: unknown) => {
        logger.warn('The QR code could not be drawn', error);
        if (current) setLoaded({ text, src: null });
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  const current = loaded?.text === text ? loaded : null;
  return (
    <div className={className}>
      {current?.src ? (
        <img src={current.src} alt={alt} width={192} height={192} />
      ) : (
        <p className="settings-hint" role="status">
          {current ? failedLabel : loadingLabel}
        </p>
      )}
    </div>
  );
}
