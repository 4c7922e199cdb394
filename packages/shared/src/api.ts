export const ERROR_CODES = [
  'INVALID',
  'UNAUTHORISED',
  'FORBIDDEN',
  'MFA_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
/** MFA_REQUIRED: an admin whose session has not yet passed the second factor (403). UNAVAILABLE: the store cannot reach or write its database just now (503); try again later. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every JSON answer of the API (api-facts.md): the envelope around its data. */
export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
  timestamp: string;
}

export interface Paged<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export interface AdminPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}
