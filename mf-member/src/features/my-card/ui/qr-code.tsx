import { useMemo } from 'react';
import { qrDrawing } from '../lib';
import styles from './qr-code.module.css';

interface QrCodeProps {
  value: string;
  label: string;
}

/** A scannable QR code drawn as SVG: crisp at any size, dark on white whatever the page's theme. */
export function QrCode({ value, label }: QrCodeProps) {
  const { side, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg className={styles.qr} role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
