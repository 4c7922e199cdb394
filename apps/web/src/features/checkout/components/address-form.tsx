import { INDIAN_STATES, shippingAddressSchema } from '@kuber/shared';
import { FormSelectField, FormTextField } from '#web/components/ui/form-fields';
import { useZodForm } from '#web/lib/form';
import { useT } from '#web/i18n/i18n-provider';

/** The fields of a new address, by the names the API uses for them under `shippingAddress.`. */
export const ADDRESS_FIELDS = Object.keys(shippingAddressSchema.shape);

/** The new-address form's state; the state select starts unchosen. */
export function useAddressForm() {
  return useZodForm(shippingAddressSchema, { fullName: '', phone: '', line1: '', line2: '', city: '', pinCode: '' });
}

type AddressControl = ReturnType<typeof useAddressForm>['control'];

/** A new Indian shipping address: name, mobile, two address lines, city, state or union territory, PIN code. */
export function AddressForm({ control: c }: { control: AddressControl }) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={c}
        name="fullName"
        label={t('address.fullName')}
        autoComplete="name"
        className="sm:col-span-2"
      />
      <FormTextField
        control={c}
        name="phone"
        label={t('address.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('address.mobileHint')}
        maxLength={15}
        className="sm:col-span-2"
      />
      <FormTextField
        control={c}
        name="line1"
        label={t('address.line1')}
        labelNote={t('address.line1Note')}
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <FormTextField
        control={c}
        name="line2"
        label={t('address.line2')}
        labelNote={t('address.line2Note')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <FormTextField control={c} name="city" label={t('address.city')} autoComplete="address-level2" />
      <FormSelectField
        control={c}
        name="state"
        label={t('address.state')}
        autoComplete="address-level1"
        placeholder={t('address.selectState')}
        options={INDIAN_STATES}
      />
      <FormTextField
        control={c}
        name="pinCode"
        label={t('address.pin')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
      />
    </div>
  );
}
