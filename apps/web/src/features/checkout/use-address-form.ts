import { shippingAddressSchema, type ShippingAddress } from '@kuber/shared';
import { useState, type ChangeEvent } from 'react';
import type { ApiError } from '../../lib/api';

export type AddressField = keyof ShippingAddress;
type Values = Record<AddressField, string>;

const EMPTY: Values = { fullName: '', phone: '', line1: '', line2: '', city: '', state: '', pinCode: '' };
const FIELDS = Object.keys(EMPTY) as AddressField[];
/** Where the API puts address errors: 'shippingAddress.pinCode'. */
const SERVER_PREFIX = 'shippingAddress.';

/**
 * The new-address form, checked by the same shared schema the API uses, so every rule and
 * message is the server's. A field shows its message once the shopper has left it (or tried
 * to order), and from then on as they type; the server's own field errors show beside the
 * field until it is edited.
 */
export function useAddressForm() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({});

  const result = shippingAddressSchema.safeParse(values);
  const errors: Partial<Record<AddressField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path[0] as AddressField] ??= issue.message;
  }
  const errorOf = (name: AddressField) => serverErrors[name] ?? (touched[name] ? errors[name] : undefined);

  /** Props for the input or select bound to `name`. */
  const field = (name: AddressField) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _spent, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  /** Shows every message; answers the parsed address, or the first field in error. */
  const validate = (): { address: ShippingAddress } | { invalid: AddressField } => {
    setTouched(Object.fromEntries(FIELDS.map((name) => [name, true])));
    if (result.success) return { address: result.data };
    return { invalid: FIELDS.find((name) => errors[name])! };
  };

  /** Puts a 400 answer's address errors beside their fields; false when it had none. */
  const showServerErrors = (error: ApiError): boolean => {
    const byField: Partial<Record<AddressField, string>> = {};
    for (const { path, message } of error.errors ?? []) {
      const name = path.startsWith(SERVER_PREFIX) ? (path.slice(SERVER_PREFIX.length) as AddressField) : undefined;
      if (name && FIELDS.includes(name)) byField[name] ??= message;
    }
    setServerErrors(byField);
    return Object.keys(byField).length > 0;
  };

  return { field, validate, showServerErrors };
}
