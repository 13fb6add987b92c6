import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrCodeDataUrl } from './qr-code';

const URI = 'otpauth://totp/Roomwalk:pat%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Roomwalk';

describe('QR code of the otpauth URI', () => {
  it('is an SVG in a data: URL', async () => {
    const url = await qrCodeDataUrl(URI);
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml;utf8,'.length));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The text is encoded in the modules, never written into the markup.
    expect(svg).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('shows a status while it loads, then the image', async () => {
    render(<QrCode text={URI} alt="QR code" loadingLabel="Drawing…" failedLabel="Failed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Drawing…');
    const image = await screen.findByRole('img', { name: 'QR code' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
  });
});
