// A QR code drawn in the browser (the qrcode package, as SVG): the secret never leaves the page to be drawn.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function QrImage({ text, alt, size = 220 }: { text: string; alt: string; size?: number }) {
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((markup) => {
      if (live) setSvg(markup);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={size}
      height={size}
      className="d-block mx-auto mt-3 bg-white p-1 border rounded"
      data-testid="key-qr"
    />
  );
}
