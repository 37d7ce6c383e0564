import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { filesUnder } from '../server/lib/files-under.ts';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; fonts and pictures are compressed already, source maps only open in developer tools. */
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet's headers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its highest quality, 11) and `<file>.gz` (gzip 9) beside each text asset under `dir`,
 * each only where it is smaller than what it would replace: the server sends them by Accept-Encoding
 * (server/http/middleware/precompressed.ts) and compresses nothing of them per request. Returns the bytes before and after.
 */
export async function precompress(dir: string): Promise<{ files: number; raw: number; brotli: number; gzip: number }> {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const files = filesUnder(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
      if (br.length < Math.min(body.length, gzipped.length)) writeFileSync(`${file}.br`, br);
      totals.files += 1;
      totals.raw += body.length;
      totals.brotli += Math.min(br.length, gzipped.length, body.length);
      totals.gzip += Math.min(gzipped.length, body.length);
    }),
  );
  return totals;
}
