import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import {
  ADMIN_ITEMS_EXPORT_PATH,
  ADMIN_ITEMS_IMPORT_PATH,
  ITEMS_EXPORT_FORMATS,
  ITEMS_IMPORT_FIELD,
  ITEMS_IMPORT_LIMITS,
  type ItemImportResult,
} from '../../shared/contracts/admin/item-sheet.ts';
import type { Services } from '../services/index.ts';
import { AppError } from '../lib/errors.ts';
import { failure } from './api.dispatch.ts';
import { localDigits } from '../../shared/digits.ts';
import { formatNumber } from '../../shared/format.ts';

const under = (path: string) => path.replace(/^\/api\/admin/, '');
const isStaff = (req: Request) => (req.ctx.visitor.role === 'staff' || req.ctx.visitor.role === 'admin') && !!req.ctx.visitor.userId;

/**
 * Prices and stock in bulk (issue #32), behind the back office's gate (it is mounted with the other admin files, so
 * a successful import is published on the change bus like every admin write): the items' spreadsheet as .xlsx or CSV,
 * and a spreadsheet read back (`dryRun=1`: the preview; otherwise applied, all rows or none).
 */
export function adminItemsRoutes({ admin }: Services): Router {
  const router = Router();
  router.get(under(ADMIN_ITEMS_EXPORT_PATH), async (req, res) => {
    if (!isStaff(req)) return void res.status(403).json(failure([{ item1: req.t('errors:FORBIDDEN'), code: 'FORBIDDEN' }]));
    const format = req.query.format ?? 'xlsx';
    if (!ITEMS_EXPORT_FORMATS.includes(format as never)) {
      const field = req.t('errors:fields.format', { defaultValue: 'format' });
      return void res.status(400).json(failure([{ item1: req.t('errors:BAD_INPUT_FIELD', { field }), item2: 'format', code: 'BAD_INPUT' }]));
    }
    const t = req.t;
    const name = `items-${new Date().toISOString().slice(0, 10)}.${format}`;
    const body = format === 'csv' ? await admin.itemSheet.csv(t) : await admin.itemSheet.xlsx(t);
    res
      .set({
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(body);
  });

  router.post(under(ADMIN_ITEMS_IMPORT_PATH), async (req, res) => {
    try {
      if (!isStaff(req)) throw new AppError('FORBIDDEN');
      const actor = { userId: req.ctx.visitor.userId!, ip: req.ctx.visitor.ip };
      await admin.itemImport.checkLimit(actor);
      const { file, name, fields } = await receiveSheet(req);
      const dryRun = (req.query.dryRun ?? fields.dryRun) === '1';
      const locale = req.ctx.locale;
      const data = dryRun ? await admin.itemImport.preview(file, name, locale) : await admin.itemImport.apply(actor, file, name, locale);
      res.status(200).json({ isSuccess: true, data, messages: [] });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refuse(req, res, err);
    }
  });
  return router;
}

/** A refusal in the envelope; an import with errors lists each of them (with its line) and carries the preview. */
function refuse(req: Request, res: Response, err: AppError) {
  const result = err.params.result as ItemImportResult | undefined;
  const { result: _r, ...given } = err.params;
  // Counts and limits in the visitor's digits, grouped ("۲۰٬۰۰۰").
  const params = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, req.ctx.locale) : v]));
  const head = { item1: req.t(`errors:${err.code}`, params), item2: err.field, code: err.code };
  const rows = (result?.errors ?? []).map((e) => ({
    item1: req.t('errors:IMPORT_LINE', { line: localDigits(String(e.line), req.ctx.locale), message: e.message }),
    item2: e.field,
    code: e.code,
  }));
  res.status(err.status).json({ ...failure([head, ...rows]), data: result ?? null });
}

/**
 * The one file of a multipart request, kept in memory up to the import's limit (busboy, as uploads read theirs):
 * past it, a second file, a file in another field or a broken body is a clear error.
 */
function receiveSheet(req: Request): Promise<{ file: Buffer; name: string; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: ITEMS_IMPORT_LIMITS.bytes, fields: 5, fieldSize: 256, parts: 6 },
      });
    } catch {
      return reject(new AppError('UPLOAD_MISSING', 'file'));
    }
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let name = '';
    let got = false;
    let failed: AppError | null = null;
    const fail = (e: AppError) => void (failed ??= e);
    parser.on('field', (key, value) => (fields[key] = value));
    parser.on('file', (field, stream, info) => {
      if (field !== ITEMS_IMPORT_FIELD || got) {
        stream.resume();
        return fail(new AppError(field !== ITEMS_IMPORT_FIELD ? 'UPLOAD_MISSING' : 'UPLOAD_ONE_FILE', 'file'));
      }
      got = true;
      name = (info.filename ?? 'file').replace(/[\u0000-\u001f]/g, '').slice(0, 200);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError('IMPORT_TOO_LARGE', 'file')));
    });
    parser.on('filesLimit', () => fail(new AppError('UPLOAD_ONE_FILE', 'file')));
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      if (failed || !got) return reject(failed ?? new AppError('UPLOAD_MISSING', 'file'));
      resolve({ file: Buffer.concat(chunks), name, fields });
    };
    parser.on('error', () => {
      fail(new AppError('UPLOAD_MISSING', 'file'));
      req.unpipe(parser);
      req.resume();
      settle();
    });
    parser.on('close', settle);
    req.on('aborted', () => fail(new AppError('UPLOAD_MISSING', 'file')));
    req.pipe(parser);
  });
}
