import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { Router, type Request } from 'express';
import { UPLOAD_FIELDS, UPLOAD_PATHS } from '../../shared/contracts/forms.ts';
import type { Services } from '../services/index.ts';
import type { FileStorage } from '../integrations/file-storage/local-file-storage.ts';
import { UPLOAD_LIMITS, type ReceivedFile } from '../services/uploads.service.ts';
import { AppError } from '../lib/errors.ts';
import { failure } from './api.dispatch.ts';
import { sendStoredFile } from './stored-file.ts';

/**
 * The upload addresses of spec §7 (multipart: `file` for documents and pictures, `PictureFile` for pictures only),
 * answering the envelope with `{ id, url }`, and `/uploads/<name>` serving a stored file to whoever holds its
 * unguessable address, as a download that no browser will run or sniff.
 */
export function uploadRoutes({ uploads }: Services, storage: FileStorage): Router {
  const router = Router();
  for (const kind of ['file', 'image'] as const) {
    router.post(UPLOAD_PATHS[kind], async (req, res) => {
      try {
        await uploads.checkLimit(req.ctx.visitor.ip);
        const received = await receiveOne(req, storage, UPLOAD_FIELDS[kind]);
        const data = await uploads.accept(received, kind, req.ctx.visitor.ip);
        res.status(200).set('Cache-Control', 'no-store').json({ isSuccess: true, data, messages: [] });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const field = err.field ? req.t(`errors:fields.fileId`) : undefined;
        res
          .status(err.status)
          .set('Cache-Control', 'no-store')
          .json(failure([{ item1: req.t(`errors:${err.code}`, { field, ...err.params }), item2: err.field, code: err.code }]));
      }
    });
  }

  router.get('/uploads/:name', async (req, res) => {
    const found = await uploads.find(req.params.name);
    if (!found) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    sendStoredFile(res, found, 'private, max-age=3600');
  });
  return router;
}

/**
 * Streams the one file of a multipart request into a temporary file. A second file, a file in another field, one past
 * the size limit, a body the parser cannot read, or a request that breaks off: the temporary file is removed and a
 * clear error thrown.
 */
function receiveOne(req: Request, storage: FileStorage, field: string): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as UTF-8 bytes (a Persian name too); busboy would read them as latin1.
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: UPLOAD_LIMITS.documentBytes, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      return reject(new AppError('UPLOAD_MISSING', 'file'));
    }
    let received: ReceivedFile | null = null;
    let writing: Promise<void> | null = null;
    let failed: AppError | null = null;
    const discards: (() => Promise<void>)[] = [];
    const fail = (error: AppError) => {
      failed ??= error;
    };

    parser.on('file', (name, stream, info) => {
      if (name !== field || received) {
        stream.resume();
        return fail(new AppError(name !== field ? 'UPLOAD_MISSING' : 'UPLOAD_ONE_FILE', 'file'));
      }
      writing = (async () => {
        const temp = await storage.temp();
        discards.push(temp.discard);
        received = { tempPath: temp.path, originalName: info.filename ?? 'file', discard: temp.discard };
        stream.on('limit', () => fail(new AppError('UPLOAD_TOO_LARGE', 'file')));
        await pipeline(stream, temp.stream);
      })();
    });
    parser.on('filesLimit', () => fail(new AppError('UPLOAD_ONE_FILE', 'file')));
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      try {
        await writing;
      } catch {
        fail(new AppError('UPLOAD_MISSING', 'file'));
      }
      if (failed || !received) {
        for (const discard of discards) await discard();
        return reject(failed ?? new AppError('UPLOAD_MISSING', 'file'));
      }
      resolve(received);
    };
    // A parser that fails (a part's headers past 16 KB, a broken body) emits no 'close': without settling here the
    // request hung until the server's timeout. The rest of the body is read and dropped, so the answer can go.
    parser.on('error', () => {
      fail(new AppError('UPLOAD_MISSING', 'file'));
      req.unpipe(parser);
      req.resume();
      void settle();
    });
    parser.on('close', () => void settle());
    // The visitor went away mid-upload: nothing of it stays.
    req.on('aborted', () => {
      fail(new AppError('UPLOAD_MISSING', 'file'));
      for (const discard of discards) void discard();
    });
    req.pipe(parser);
  });
}
