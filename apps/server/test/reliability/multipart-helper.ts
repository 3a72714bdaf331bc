import zlib from 'node:zlib';
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----reliability${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="myFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG whose header claims width × height (a decompression bomb, as far as a header goes). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await smallPng();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
}
