import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

let prepared = false;

/** The Code 128 values a picture holds, as a till's scanner would read them (ZXing's reader). */
export async function readCode128(png: Buffer): Promise<string[]> {
  if (!prepared) {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    });
    prepared = true;
  }
  const found = await readBarcodes(new Uint8Array(png), { formats: ['Code128'] });
  return found.filter((code) => code.isValid).map((code) => code.text);
}
