import { endpoint } from './endpoint.ts';

/** Spec §4 "Auth states": what the login screen asks of a number. */
export const AUTH_STATE = { register: 1, login: 2, loginTwoStep: 3 } as const;
export type AuthState = (typeof AUTH_STATE)[keyof typeof AUTH_STATE];

/** What the screen learns about a number before asking for a code or a password. */
export interface UserDetail {
  exists: boolean;
  hasPassword: boolean;
  authState: AuthState;
}

/** A code was sent: the screen counts down `resendAfterSeconds` before offering another. */
export interface OtpSent {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** The signed-in user (spec §3 "userData"), with the ids of the products they like and the items they wait for. */
export interface AuthUser {
  fullName: string;
  mobile: string;
  email: string | null;
  hasPassword: boolean;
  likedProductIds: number[];
  /** The items (models) they asked to be texted about when back in stock (shared/contracts/stock-alerts.ts). */
  stockAlertItemIds: number[];
  /** Texted an invitation to review what was delivered (issue 33); false: they said no in the profile. */
  reviewInvites: boolean;
}

export interface LoginInput {
  mobile: string;
  code?: string;
  password?: string;
  /** The anonymous cart to merge into the user's (else the `cart` cookie's). */
  cartCode?: string;
}

/** What a customer edits of their own account on /profile/ (an empty or missing e-mail removes it). */
export interface ProfileInput {
  fullName: string;
  email?: string;
  /** Invitations to review by text (issue 33); missing: unchanged. */
  reviewInvites?: boolean;
}

export interface RegisterInput {
  mobile: string;
  code: string;
  fullName: string;
  email?: string;
  password?: string;
  /** Auth state 3: ask for a code at every login besides the password. */
  twoStep?: boolean;
  cartCode?: string;
}

/** The one-time code's length (digits). */
export const OTP_LENGTH = 6;

const inputs = () => import('./auth.inputs.ts');

/*
 * Not listed in contracts/index.ts (as none of the login, checkout and back office areas are): these endpoints are
 * called only from chunks loaded on use (login screen, account menu, hearts). Importers take them from here.
 */

/** Login by mobile (spec §7, issue #7): every call is a POST with a JSON body, except reading the signed-in user. */
export const authContracts = {
  userDetail: endpoint<UserDetail>()({ method: 'POST', path: '/api/auth/userDetail', input: () => inputs().then((m) => m.userDetail) }),
  otp: endpoint<OtpSent>()({ method: 'POST', path: '/api/auth/otp', input: () => inputs().then((m) => m.otp) }),
  checkOtp: endpoint<{ valid: true; exists: boolean }>()({ method: 'POST', path: '/api/auth/checkOtp', input: () => inputs().then((m) => m.checkOtp) }),
  login: endpoint<AuthUser>()({ method: 'POST', path: '/api/auth/login', input: () => inputs().then((m) => m.login) }),
  register: endpoint<AuthUser>()({ method: 'POST', path: '/api/auth/register', input: () => inputs().then((m) => m.register) }),
  user: endpoint<AuthUser>()({ method: 'GET', path: '/api/auth/user', input: () => inputs().then((m) => m.none) }),
  /** The signed-in customer's name and e-mail, edited on /profile/. */
  updateUser: endpoint<AuthUser>()({ method: 'POST', path: '/api/auth/user', input: () => inputs().then((m) => m.profile) }),
  logout: endpoint<null>()({ method: 'POST', path: '/api/auth/logout', input: () => inputs().then((m) => m.none) }),
};

/** A liked product (spec §7 lists its `id`), with the name and link label the profile shows. */
export interface LikedProduct {
  id: number;
  name: string;
  label: string;
}

/** Likes (spec §7): the list is empty for an anonymous visitor, never an error (spec §8). */
export const likeContracts = {
  list: endpoint<LikedProduct[]>()({ method: 'GET', path: '/api/products/like', input: () => inputs().then((m) => m.none) }),
  set: endpoint<{ productId: number; liked: boolean }>()({ method: 'POST', path: '/api/products/like', input: () => inputs().then((m) => m.like) }),
};
