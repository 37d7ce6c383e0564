import type { Picture } from './contracts/catalog.ts';

/** Where one width of a stored picture lives, in its own format or another stored beside it ("avif"). */
export const pictureUrl = (picture: Picture, width: number, extension = picture.extension) => `${picture.baseUrl}${picture.guidName}-${width}.${extension}`;
