import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ZXing's WebAssembly read from node_modules: the tests download nothing. */
export function zxingOverrides(part: 'reader' | 'writer') {
  const wasm = readFileSync(require.resolve(`zxing-wasm/${part}/zxing_${part}.wasm`));
  return {
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
  };
}
