// The shipment number as a QR code, drawn as one SVG path from the qrcode library's module matrix (no canvas, no
// injected markup), so it prints sharp at any size.
import { create } from 'qrcode';

export function ShipmentQr({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid="shipment-qr"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
