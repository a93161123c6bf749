import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import * as styles from './Referrals.css.ts';

/** Light modules around the code, as the QR standard asks (four modules). */
const QUIET_ZONE = 4;

/** The dark modules of `value`'s QR code as one SVG path (1 unit a module), and the code's size. */
function qrPath(value: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + QUIET_ZONE * 2, path: parts.join('') };
}

/** A QR code of `value`, generated on the device (no outside service), drawn as SVG with an accessible name. */
export function ReferralQrCode({ value, label, hint }: { value: string; label: string; hint: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <figure className={styles.qr}>
      <svg
        role="img"
        aria-label={label}
        className={styles.qrImage}
        viewBox={`0 0 ${String(size)} ${String(size)}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <figcaption className={styles.muted}>{hint}</figcaption>
    </figure>
  );
}
