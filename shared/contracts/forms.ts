import { endpoint } from './endpoint.ts';

/** The consultation and contact form (spec §3): stored for the operator, who is told at once. */
export interface ContactFormInput {
  fullName: string;
  mobile: string;
  email?: string;
  title?: string;
  body: string;
  fileId?: number;
  /** Spec §9: 1 unless a page says otherwise. */
  contactUsGroupId?: number;
  /** The visit date the visitor asks for, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` (Gregorian; the picker converts). */
  sendDate?: string;
  /** A product whose price was asked about. */
  productId?: number;
  /** Left empty by people; bots fill every field they find. */
  website?: string;
}

/** An uploaded file (spec §3: id, url); pictures also carry the spec's picture data. */
export interface UploadedFile {
  id: number;
  url: string;
  guidName: string;
  extension: string;
  baseUrl: string;
}

/** The field names of the form, in the order it shows them: inputs are named after them (spec §3). */
export const CONTACT_FIELDS = ['fullName', 'mobile', 'email', 'title', 'body', 'sendDate'] as const;

const inputs = () => import('./forms.inputs.ts');

export const formsContracts = {
  postForm: endpoint<{ id: number | null }>()({ method: 'POST', path: '/api/form/postForm', input: () => inputs().then((m) => m.postForm) }),
};

/** The configured upload addresses of spec §7 (multipart, not JSON: posted by the upload component, not the client). */
export const UPLOAD_PATHS = { file: '/api/upload/file', image: '/api/upload/image' } as const;
/** The multipart field each upload address reads (spec §7). */
export const UPLOAD_FIELDS = { file: 'file', image: 'PictureFile' } as const;
