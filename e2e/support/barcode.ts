import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { zxingOverrides } from './zxing';

let prepared = false;

/** The Code 128 values a picture holds, as a till's scanner would read them (ZXing's reader). */
export async function readCode128(png: Buffer): Promise<string[]> {
  if (!prepared) {
    prepareZXingModule({ overrides: zxingOverrides('reader'), fireImmediately: true });
    prepared = true;
  }
  const found = await readBarcodes(new Uint8Array(png), { formats: ['Code128'] });
  return found.filter((code) => code.isValid).map((code) => code.text);
}
