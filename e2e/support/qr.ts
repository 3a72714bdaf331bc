import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { zxingOverrides } from './zxing';

/** A QR code's modules, row by row: true for a dark module. */
export interface QrModules {
  size: number;
  dark: boolean[];
}

let prepared = false;

/** Encodes `text` as a QR code (ZXing's writer, its WebAssembly read from node_modules). */
export async function qrModules(text: string): Promise<QrModules> {
  if (!prepared) {
    prepareZXingModule({ overrides: zxingOverrides('writer'), fireImmediately: true });
    prepared = true;
  }
  const written = await writeBarcode(text, { format: 'QRCode' });
  if (written.error) throw new Error(`QR code not written: ${written.error}`);
  const { width, height, data } = written.symbol;
  if (width !== height) throw new Error(`a QR code is square, not ${width}×${height}`);
  return { size: width, dark: Array.from(data, (value) => value === 0) };
}
