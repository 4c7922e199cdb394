import { useStoreSettings } from '#web/features/store/api/get-store-settings';

/** The fixed parts of the legal pages: the terms' date and the courts they name. */
export const TERMS = {
  courts: 'Bilaspur, Chhattisgarh',
  effective: '27 October 2023',
} as const;

/** The store's delivery days and return window where its settings have not arrived yet (config.ts's defaults). */
export const DEFAULT_DELIVERY_DAYS = { min: 3, max: 7 } as const;
export const DEFAULT_RETURN_DAYS = 30;

/**
 * The business behind the store, from the store settings (the owner sets them);
 * an ellipsis stands in while they load.
 */
export function useCompany() {
  const { data: store } = useStoreSettings();
  return {
    name: store?.legalName ?? '…',
    address: store?.address ?? '…',
    grievanceOfficer: store?.grievanceOfficer ?? '…',
    email: store?.supportEmail,
    phone: store?.supportPhone,
    returnWindowDays: store?.returnWindowDays ?? DEFAULT_RETURN_DAYS,
  };
}
