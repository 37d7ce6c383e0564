/* Input schemas of the forms (shared/contracts/forms.ts): the form's own schema, which the browser's form uses too. */
export { postForm } from '../forms/contact.schema.ts';
