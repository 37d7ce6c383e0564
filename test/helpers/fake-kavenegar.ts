/*
 * A local Kavenegar that answers as the documented REST API does (INTEGRATIONS.md §3): POST {base}/v1/{API-KEY}/
 * {scope}/{method}.json with form fields; `{"return": {status, message}, "entries": …}`; on an error the HTTP status
 * equals return.status. The Persian messages are ours in meaning of the documented error table, not Kavenegar's text.
 */
import { sendJson, sendMalformed, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeKavenegarOptions {
  apiKey?: string;
  /** Approved verify/lookup templates. */
  templates?: string[];
  /** Line numbers of the account. */
  senders?: string[];
  /** The README shows lookup entries as one object, the Go SDK decodes an array: the fake can do either. */
  lookupEntries?: 'object' | 'array';
}

/** `normal` answers as documented; `hang` never answers; `malformed` answers broken JSON; `no-credit` 418s everything. */
export type FakeKavenegarMode = 'normal' | 'hang' | 'malformed' | 'no-credit';

export interface KavenegarMessage {
  receptor: string;
  kind: 'lookup' | 'send';
  template?: string;
  token?: string;
  message?: string;
  sender?: string;
  messageid: number;
}

export interface FakeKavenegar extends FakeServer {
  apiKey: string;
  mode: FakeKavenegarMode;
  /** Messages accepted (answered 200), oldest first. */
  accepted: KavenegarMessage[];
  /** So many next requests are answered 409 ("server cannot respond; retry later"). */
  tryLater: number;
}

const fail = (status: number, message: string) => ({ status, body: { return: { status, message }, entries: null } });

export async function startFakeKavenegar(options: FakeKavenegarOptions = {}): Promise<FakeKavenegar> {
  const apiKey = options.apiKey ?? '4A2F6B7C7A6E6F2B3D3D';
  const templates = new Set(options.templates ?? ['negahban-otp']);
  const senders = new Set(options.senders ?? ['10004346']);
  const accepted: KavenegarMessage[] = [];
  let nextId = 8792343;

  function answer(method: string, path: string, form: Record<string, string> | null) {
    const match = /^\/v1\/([^/]+)\/([a-z]+)\/([a-z]+)\.json$/.exec(path);
    if (!match) return fail(404, 'متد ناشناخته است');
    const [, key, scope, name] = match;
    if (decodeURIComponent(key) !== apiKey) return fail(403, 'کلید API معتبر نمی‌باشد');
    const kind = scope === 'verify' && name === 'lookup' ? 'lookup' : scope === 'sms' && name === 'send' ? 'send' : null;
    if (!kind) return fail(404, 'متد ناشناخته است');
    if (method !== 'POST' || !form) return fail(405, 'فراخوانی متد با GET/POST اشتباه است');
    if (fake.mode === 'no-credit') return fail(418, 'اعتبار حساب شما کافی نیست');
    if (fake.tryLater > 0) {
      fake.tryLater -= 1;
      return fail(409, 'سرور قادر به پاسخگوئی نیست بعدا تلاش کنید');
    }
    const receptor = form.receptor ?? '';
    if (kind === 'lookup') {
      if (!receptor || !form.token || !form.template) return fail(406, 'پارامترهای اجباری خالی ارسال شده اند');
      if (!/^09\d{9}$/.test(receptor)) return fail(411, 'دریافت کننده نامعتبر است');
      if (/[\s_]/.test(form.token)) return fail(431, 'ساختار کد صحیح نمی‌باشد');
      if (!templates.has(form.template)) return fail(424, 'الگوی مورد نظر پیدا نشد یا هنوز تایید نشده است');
    } else {
      if (!receptor) return fail(406, 'پارامترهای اجباری خالی ارسال شده اند');
      if (!/^09\d{9}$/.test(receptor)) return fail(411, 'دریافت کننده نامعتبر است');
      if (form.sender && !senders.has(form.sender)) return fail(412, 'ارسال کننده نامعتبر است');
      if (!form.message) return fail(413, 'پیام خالی است و یا طول پیام بیش از حد مجاز می‌باشد');
    }
    const messageid = nextId++;
    accepted.push({ receptor, kind, template: form.template, token: form.token, message: form.message, sender: form.sender, messageid });
    const entry = {
      messageid,
      message: kind === 'lookup' ? `code ${form.token}` : form.message,
      status: 1,
      statustext: 'در صف ارسال',
      sender: form.sender ?? [...senders][0],
      receptor,
      date: Math.floor(Date.now() / 1000),
      cost: 120,
    };
    const entries = kind === 'lookup' && options.lookupEntries !== 'array' ? entry : [entry];
    return { status: 200, body: { return: { status: 200, message: 'تایید شد' }, entries } };
  }

  const server = await startFakeServer((req, res) => {
    if (fake.mode === 'hang') return;
    if (fake.mode === 'malformed') return sendMalformed(res);
    const { status, body } = answer(req.method, req.path, req.form);
    sendJson(res, status, body);
  });
  const fake: FakeKavenegar = { ...server, apiKey, accepted, mode: 'normal', tryLater: 0 };
  return fake;
}
