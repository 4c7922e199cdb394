import { INDIAN_STATES, shippingAddressSchema } from '@kuber/shared';
import { FormSelectField, FormTextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';

/** The fields of a new address, by the names the API uses for them under `shippingAddress.`. */
export const ADDRESS_FIELDS = Object.keys(shippingAddressSchema.shape);

/** The new-address form's state; the state select starts unchosen. */
export function useAddressForm() {
  return useZodForm(shippingAddressSchema, { fullName: '', phone: '', line1: '', line2: '', city: '', pinCode: '' });
}

type AddressControl = ReturnType<typeof useAddressForm>['control'];

/** A new Indian shipping address: name, mobile, two address lines, city, state or union territory, PIN code. */
export function AddressForm({ control: c }: { control: AddressControl }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField control={c} name="fullName" label="Full name" autoComplete="name" className="sm:col-span-2" />
      <FormTextField
        control={c}
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10-digit mobile number, for delivery updates"
        maxLength={15}
        className="sm:col-span-2"
      />
      <FormTextField control={c} name="line1" label="Address line 1" labelNote="(house no., street)" autoComplete="address-line1" className="sm:col-span-2" />
      <FormTextField control={c} name="line2" label="Address line 2" labelNote="(optional: area, landmark)" autoComplete="address-line2" className="sm:col-span-2" />
      <FormTextField control={c} name="city" label="City" autoComplete="address-level2" />
      <FormSelectField control={c} name="state" label="State / union territory" autoComplete="address-level1" placeholder="Select state" options={INDIAN_STATES} />
      <FormTextField control={c} name="pinCode" label="PIN code" inputMode="numeric" autoComplete="postal-code" maxLength={6} />
    </div>
  );
}
