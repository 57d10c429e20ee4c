import QRCode from 'qrcode';

/** ISO/IEC 18004 asks for a quiet zone of 4 modules around the symbol; phone cameras need it to find the code. */
export const quietZone = 4;

export interface QrDrawing {
  /** Modules across, the quiet zone included: the SVG's viewBox side. */
  side: number;
  /** One SVG path of every dark module, each row's runs drawn as one rectangle. */
  path: string;
}

/** The QR code of `text` (error correction M, which survives a scratched screen) as one SVG path. */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      runs.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h-${col - start}z`);
    }
  }
  return { side: size + quietZone * 2, path: runs.join('') };
}
