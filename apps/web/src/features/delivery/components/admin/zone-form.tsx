import {
  deliveryZoneFieldsSchema,
  deliveryZoneRules,
  INDIAN_STATES,
  type AdminDeliveryZone,
  type DeliveryZoneUpdate,
} from '@kuber/shared';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { DialogFormEnd } from '#web/components/ui/form-alert';
import { FormMoneyField, FormNumberField, FormSwitchField, FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';

const splitPrefixes = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const PREFIX = /^[1-9]\d{0,5}$/;

/** The zone's fields as the form holds them: its PIN prefixes typed as one line, '560, 5610'. */
const zoneFormSchema = deliveryZoneFieldsSchema
  .extend({
    pinPrefixes: z
      .string()
      .refine(
        (text) => splitPrefixes(text).every((p) => PREFIX.test(p)),
        'A PIN prefix is 1 to 6 digits and does not start with 0',
      )
      .transform((text) => [...new Set(splitPrefixes(text))]),
  })
  .superRefine(deliveryZoneRules);

type ZoneFormValues = z.input<typeof zoneFormSchema>;

function StatesPicker({ control }: { control: Control<ZoneFormValues, unknown, z.output<typeof zoneFormSchema>> }) {
  const { field, fieldState } = useController({ control, name: 'states' });
  const chosen = new Set(field.value ?? []);
  const toggle = (state: (typeof INDIAN_STATES)[number]) => {
    const next = new Set(chosen);
    if (next.has(state)) next.delete(state);
    else next.add(state);
    field.onChange(INDIAN_STATES.filter((s) => next.has(s)));
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        States and union territories <span className="font-normal text-zinc-500">({chosen.size} chosen)</span>
      </legend>
      <div className="grid max-h-52 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-zinc-300 p-3 sm:grid-cols-2">
        {INDIAN_STATES.map((state) => (
          <label key={state} className="flex items-center gap-2 py-0.5 text-sm text-zinc-800">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={chosen.has(state)}
              onChange={() => toggle(state)}
              ref={state === INDIAN_STATES[0] ? field.ref : undefined}
            />
            {state}
          </label>
        ))}
      </div>
      {fieldState.error?.message && <p className="mt-1.5 text-xs text-red-700">{fieldState.error.message}</p>}
    </fieldset>
  );
}

/**
 * A delivery zone: where (states and PIN prefixes; the longest prefix wins, then the state),
 * whether the shop delivers there and takes cash, what delivery costs and how long it takes.
 */
export function ZoneForm({
  zone,
  onSave,
  onCancel,
}: {
  zone?: AdminDeliveryZone;
  onSave: (zone: DeliveryZoneUpdate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(zoneFormSchema, {
    name: zone?.name ?? '',
    states: zone?.states ?? [],
    pinPrefixes: zone?.pinPrefixes.join(', ') ?? '',
    serviceable: zone?.serviceable ?? true,
    codAllowed: zone?.codAllowed ?? true,
    shippingCharge: zone?.shippingCharge ?? 0,
    freeAbove: zone?.freeAbove ?? null,
    minDays: zone?.minDays ?? 3,
    maxDays: zone?.maxDays ?? 7,
  });
  const c = form.control;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ ...values, version: zone?.version });
    } catch (error) {
      showServerError(form, error, 'The zone could not be saved. Please try again.');
    }
  });
  const problem = formErrorOf(form);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormTextField control={c} name="name" label="Name" className="sm:col-span-2" maxLength={80} />
      <StatesPicker control={c} />
      <FormTextField
        control={c}
        name="pinPrefixes"
        label="PIN prefixes"
        labelNote="(optional)"
        hint="Starts of PIN codes, 1 to 6 digits, separated by commas: 560, 5610. A prefix is more precise than a state."
        inputMode="numeric"
        className="sm:col-span-2"
      />
      <FormSwitchField control={c} name="serviceable" label="We deliver here" />
      <FormSwitchField control={c} name="codAllowed" label="Cash on delivery" />
      <FormMoneyField control={c} name="shippingCharge" label="Shipping charge" hint="0 for free delivery" />
      <FormMoneyField
        control={c}
        name="freeAbove"
        label="Free above"
        labelNote="(optional)"
        hint="Orders of this much or more, after a coupon, ship free"
      />
      <FormNumberField control={c} name="minDays" label="Fastest (working days)" wholeNumbers />
      <FormNumberField control={c} name="maxDays" label="Slowest (working days)" wholeNumbers />
      <DialogFormEnd
        problem={problem}
        submitting={form.formState.isSubmitting}
        submitLabel={zone ? 'Save zone' : 'Add zone'}
        onCancel={onCancel}
      />
    </form>
  );
}
