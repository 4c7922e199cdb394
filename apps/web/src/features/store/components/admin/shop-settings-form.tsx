import { shopContentInputSchema, type ShopContent, type ShopContentInput } from '@kuber/shared';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormSwitchField, FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';

const SLOTS = 3;

/** The form's claims are three slots; the blank ones are left out of what is saved. */
const formSchema = shopContentInputSchema.extend({
  claims: z
    .array(z.object({ en: z.string(), hi: z.string() }))
    .transform((claims) => claims.filter((c) => c.en.trim() || c.hi.trim()))
    .pipe(shopContentInputSchema.shape.claims),
});
type Values = z.input<typeof formSchema>;
type Out = z.output<typeof formSchema>;
type Bound = { control: Control<Values, unknown, Out> };

/** A text in both languages, side by side on a wide screen. */
function Both({
  control,
  name,
  label,
  hint,
  maxLength,
}: Bound & { name: string; label: string; hint?: string; maxLength: number }) {
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <FormTextField
        control={control}
        name={`${name}.en` as FieldPath<Values>}
        label={`${label} (English)`}
        hint={hint}
        maxLength={maxLength}
      />
      <FormTextField
        control={control}
        name={`${name}.hi` as FieldPath<Values>}
        label={`${label} (Hindi)`}
        lang="hi"
        maxLength={maxLength}
      />
    </div>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
      <div className="sm:col-span-2">
        <h2 className="text-base font-bold text-zinc-900">{title}</h2>
        {note && <p className="mt-1 text-sm text-zinc-600">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** The picture field, drawn by the screen with the store's uploads: the form hands it its value. */
export type PictureField = (field: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) => ReactNode;

function Picture({ control, render }: Bound & { render: PictureField }) {
  const { field, fieldState } = useController({ control, name: 'banner.image' });
  return (
    <div className="sm:col-span-2">
      {render({
        value: (field.value as string | null | undefined) ?? null,
        onChange: field.onChange,
        error: fieldState.error?.message,
      })}
    </div>
  );
}

const toValues = (c: ShopContent): Values => {
  const { deepestDiscount: _, ...saved } = c;
  return {
    ...saved,
    claims: Array.from({ length: SLOTS }, (_, i) => saved.claims[i] ?? { en: '', hi: '' }),
    announcement: { ...saved.announcement, link: saved.announcement.link ?? '' },
  };
};

/**
 * The shop's own words in both languages: the home banner, the trust claims, the announcement bar
 * and the footer's contact details. {deepest} in a text reads the catalogue's deepest discount now.
 */
export function ShopSettingsForm({
  content,
  onSave,
  picture,
}: {
  content: ShopContent;
  onSave: (content: ShopContentInput) => Promise<unknown>;
  picture: PictureField;
}) {
  const form = useZodForm(formSchema, toValues(content));
  const c = form.control;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerError(form, error, 'The settings could not be saved. Please try again.');
    }
  });
  const problem = formErrorOf(form);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      <Section
        title="Home banner"
        note={`Write {deepest} where the deepest discount of the catalogue should show: it is ${content.deepestDiscount}% now, and follows the prices.`}
      >
        <Both control={c} name="banner.eyebrow" label="Line above the title" maxLength={40} />
        <Both control={c} name="banner.title" label="Title" maxLength={80} />
        <Both control={c} name="banner.subtitle" label="Subtitle" maxLength={120} />
        <Both control={c} name="banner.badge" label="Badge" hint="Short: '{deepest}% OFF'" maxLength={16} />
        <FormTextField
          control={c}
          name="banner.link"
          label="Shop now goes to"
          hint="A page of the store, like /shop or /category/womens-fashion"
          className="sm:col-span-2"
        />
        <Picture control={c} render={picture} />
      </Section>
      <Section title="Trust claims" note="Up to three, shown under the banner. Say only what is true of the shop.">
        {Array.from({ length: SLOTS }, (_, i) => (
          <Both key={i} control={c} name={`claims.${i}`} label={`Claim ${i + 1}`} maxLength={40} />
        ))}
      </Section>
      <Section title="Announcement bar" note="A line across the top of every page, while it is on.">
        <FormSwitchField
          control={c}
          name="announcement.enabled"
          label="Show the announcement"
          className="sm:col-span-2"
        />
        <Both control={c} name="announcement.text" label="Announcement" maxLength={120} />
        <FormTextField
          control={c}
          name="announcement.link"
          label="Link"
          labelNote="(optional)"
          hint="A page of the store, or an https:// address"
          className="sm:col-span-2"
        />
      </Section>
      <Section title="Contact details" note="In the footer of every page.">
        <FormTextField control={c} name="contact.email" label="Email" type="email" />
        <FormTextField control={c} name="contact.phone" label="Phone" type="tel" />
        <Both control={c} name="contact.address" label="Address" maxLength={200} />
        <Both control={c} name="contact.hours" label="Hours" maxLength={80} />
      </Section>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Saving…">
          Save settings
        </Button>
      </div>
    </form>
  );
}
