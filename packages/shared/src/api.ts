/** Every JSON answer of the API (api-facts.md). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  timestamp: string;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: { path: string; message: string }[];
  timestamp: string;
}

/** MFA_REQUIRED: an admin whose session has not yet passed the second factor (403). TOO_LARGE: an upload over its limit (413). */
export type ErrorCode = 'INVALID' | 'UNAUTHORISED' | 'FORBIDDEN' | 'MFA_REQUIRED' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_LARGE' | 'RATE_LIMITED' | 'INTERNAL';

/** Public store settings the web app reads at start. */
export interface StoreSettings {
  name: string;
  whatsappNumber: string;
  deliverToPin: string;
  supportEmail: string;
  supportPhone: string;
  taxRatePercent: number;
  /** The business behind the store, as the terms and privacy pages name it. */
  legalName: string;
  /** Its registered office. */
  address: string;
  /** The grievance officer the IT Act and the e-commerce rules require. */
  grievanceOfficer: string;
}
