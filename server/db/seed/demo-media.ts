import { access, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { DESIGN_WIDTH, pictureSvg } from './demo-art.ts';
import { demoPictures, type DemoPicture, type DemoPictureFile } from './pictures.ts';
import { AVIF_ENCODING, avifCopyOf } from '../../lib/avif.ts';
import { writeThroughTemp } from '../../lib/write-through-temp.ts';

type Sharp = typeof import('sharp');

/**
 * Writes every picture the demo content refers to under `dir` as WebP (see `pictures.ts` for the paths), each width
 * with its AVIF copy (server/lib/avif.ts), so even a page's first visitor gets the smaller picture without waiting
 * for it to be encoded. Files that already exist are left alone, and each file appears atomically (temp name, then
 * rename), so several processes may share one folder. Returns how many files were written.
 */
export async function writeDemoMedia(dir: string): Promise<number> {
  const pending: { picture: DemoPicture; files: DemoPictureFile[] }[] = [];
  for (const picture of demoPictures()) {
    const files: DemoPictureFile[] = [];
    for (const file of picture.files) {
      const paths = [file.path, avifCopyOf(file.path)].filter((p) => p !== null);
      if (!(await every(paths.map((p) => exists(join(dir, p)))))) files.push(file);
    }
    if (files.length) pending.push({ picture, files });
  }
  if (!pending.length) return 0;

  // Loaded only when something is missing, so a server whose media folder is complete never needs sharp.
  const sharp: Sharp = (await import('sharp')).default;
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++];
      const count = await render(sharp, dir, job.picture, job.files);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(pending.length, Math.max(2, availableParallelism())) }, worker));
  return written;
}

/** Rasterises the SVG once at the largest missing width, then scales it down for the others. */
async function render(sharp: Sharp, dir: string, picture: DemoPicture, files: DemoPictureFile[]): Promise<number> {
  const largest = files.reduce((a, b) => (b.width > a.width ? b : a));
  const density = (72 * largest.width) / DESIGN_WIDTH[picture.art.type];
  const { data, info } = await sharp(Buffer.from(pictureSvg(picture.art)), { density })
    .resize(largest.width, largest.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' }) // every picture is opaque; no alpha channel keeps encoding quick and files small
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  let written = 0;
  for (const file of files) {
    const resized = () => sharp(data, raw).resize(file.width, file.height, { fit: 'fill', kernel: 'lanczos3' });
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    if (await writeMissing(join(dir, file.path), (temp) => resized().webp({ quality: 70, effort: 2 }).toFile(temp))) written++;
    const avif = avifCopyOf(file.path);
    if (avif && (await writeMissing(join(dir, avif), (temp) => resized().avif(AVIF_ENCODING).toFile(temp)))) written++;
  }
  return written;
}

/** Writes `target` (through a temp file, server/lib/write-through-temp.ts) unless it is already there. Whether it wrote. */
async function writeMissing(target: string, write: (temp: string) => Promise<unknown>): Promise<boolean> {
  if (await exists(target)) return false;
  await writeThroughTemp(target, write);
  return true;
}

async function every(checks: Promise<boolean>[]) {
  return (await Promise.all(checks)).every(Boolean);
}

async function exists(path: string) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
