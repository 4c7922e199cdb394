import {
  CATEGORIES,
  discountCodeInputSchema,
  type AdminDiscountCode,
  type CategorySlug,
  type DiscountCodeInput,
} from '@kuber/shared';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormEnd } from '#web/components/ui/form-alert';
import {
  FormMoneyField,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
} from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';

type Values = z.input<typeof discountCodeInputSchema>;
type Out = z.output<typeof discountCodeInputSchema>;

function CategoriesPicker({ control }: { control: Control<Values, unknown, Out> }) {
  const { field, fieldState } = useController({ control, name: 'categories' });
  const chosen = new Set<CategorySlug>(field.value ?? []);
  const toggle = (slug: CategorySlug) => {
    const next = new Set(chosen);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    field.onChange(CATEGORIES.map((c) => c.slug).filter((s) => next.has(s)));
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        For <span className="font-normal text-zinc-500">(none chosen: every product)</span>
      </legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-md border border-zinc-300 p-3 sm:grid-cols-3">
        {CATEGORIES.map((c, i) => (
          <label key={c.slug} className="flex items-center gap-2 py-0.5 text-sm text-zinc-800">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={chosen.has(c.slug)}
              onChange={() => toggle(c.slug)}
              ref={i === 0 ? field.ref : undefined}
            />
            {c.name}
          </label>
        ))}
      </div>
      {fieldState.error?.message && <p className="mt-1.5 text-xs text-red-700">{fieldState.error.message}</p>}
    </fieldset>
  );
}

/**
 * A discount code's rules: percent (capped if wished) or rupees off, the order it needs, the days
 * it runs (India's, both included), how often it may be used, by whom and on what.
 */
export function DiscountCodeForm({
  code,
  onSave,
  onCancel,
}: {
  code?: AdminDiscountCode;
  onSave: (code: DiscountCodeInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(discountCodeInputSchema, {
    code: code?.code ?? '',
    kind: code?.kind ?? 'PERCENT',
    value: code?.value ?? (null as unknown as number),
    maxDiscount: code?.maxDiscount ?? null,
    minOrder: code?.minOrder ?? 0,
    validFrom: code?.validFrom ?? '',
    validTo: code?.validTo ?? '',
    maxUses: code?.maxUses ?? null,
    maxUsesPerShopper: code?.maxUsesPerShopper ?? null,
    firstOrderOnly: code?.firstOrderOnly ?? false,
    categories: code?.categories ?? [],
    active: code?.active ?? true,
  });
  const c = form.control;
  const kind = useWatch({ control: c, name: 'kind' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ ...values, maxDiscount: values.kind === 'PERCENT' ? values.maxDiscount : null });
    } catch (error) {
      showServerError(form, error, 'The code could not be saved. Please try again.');
    }
  });
  const problem = formErrorOf(form);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={c}
        name="code"
        label="Code"
        hint="What shoppers type: letters, digits and dashes, like DIWALI15"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        className="sm:col-span-2"
      />
      <FormSelectField
        control={c}
        name="kind"
        label="Takes off"
        options={[
          { value: 'PERCENT', label: 'A percent of the order' },
          { value: 'FLAT', label: 'Rupees off the order' },
        ]}
      />
      {kind === 'FLAT' ? (
        <FormMoneyField control={c} name="value" label="Rupees off" />
      ) : (
        <FormNumberField control={c} name="value" label="Percent off" hint="1 to 90" wholeNumbers />
      )}
      {kind === 'PERCENT' && (
        <FormMoneyField
          control={c}
          name="maxDiscount"
          label="At most"
          labelNote="(optional)"
          hint="The most it takes off one order"
        />
      )}
      <FormMoneyField
        control={c}
        name="minOrder"
        label="Minimum order"
        hint="What the products it is for must come to; 0 for none"
      />
      <FormTextField control={c} name="validFrom" label="First day" labelNote="(optional)" type="date" />
      <FormTextField control={c} name="validTo" label="Last day" labelNote="(optional)" type="date" />
      <FormNumberField
        control={c}
        name="maxUses"
        label="Uses in all"
        labelNote="(optional)"
        hint="Cancelled orders give theirs back"
        wholeNumbers
      />
      <FormNumberField
        control={c}
        name="maxUsesPerShopper"
        label="Uses per shopper"
        labelNote="(optional)"
        wholeNumbers
      />
      <CategoriesPicker control={c} />
      <FormSwitchField control={c} name="firstOrderOnly" label="First order only" />
      <FormSwitchField control={c} name="active" label="Active" />
      <DialogFormEnd
        problem={problem}
        submitting={form.formState.isSubmitting}
        submitLabel={code ? 'Save code' : 'Make code'}
        onCancel={onCancel}
      />
    </form>
  );
}
