import { profileUpdateSchema, type User } from '@kuber/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#web/lib/notify';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { AlertIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { FormTextField } from '#web/components/ui/form-fields';
import { ApiError } from '#web/lib/api';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { updateSessionUser } from '#web/lib/session';
import { profileQuery, updateProfile } from '../api/profile';
import { useT } from '#web/i18n/i18n-provider';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:MM:SS', here in India's time rather than the server's UTC. */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return '—';
  const part = Object.fromEntries(indiaTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** My Profile and Admin Profile: read-only account facts and the editable name and phone. */
export function ProfileDetails({ userId }: { userId: number }) {
  const profile = useQuery(profileQuery(userId));
  const t = useT();

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<AlertIcon width={26} height={26} />}
        title={
          profile.error instanceof ApiError && profile.error.code ? profile.error.message : t('profile.loadFailed')
        }
        actions={<Button onClick={() => void profile.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  }
  // Keyed by the loaded profile, so the form starts from the saved values after every reload.
  return <ProfileCard key={profile.dataUpdatedAt} user={profile.data} />;
}

function ProfileCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileUpdateSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
  });
  const [saving, setSaving] = useState(false);
  const formError = formErrorOf(form);
  const t = useT();

  const onSubmit = form.handleSubmit(async (data) => {
    setSaving(true);
    try {
      const saved = await updateProfile(data);
      updateSessionUser(saved);
      notify('success', t('profile.updated'));
      await queryClient.invalidateQueries({ queryKey: profileQuery(user.id).queryKey });
    } catch (error) {
      showServerError(form, error, t('profile.updateFailed'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
      <section aria-labelledby="account-facts" className="rounded-xl border border-zinc-200 bg-white p-5 sm:p-6">
        <h2 id="account-facts" className="text-base font-bold text-zinc-900">
          {t('profile.account')}
        </h2>
        <dl className="mt-4 grid gap-4 text-sm">
          <Fact label={t('profile.email')} value={user.email} />
          <Fact label={t('profile.role')} value={user.role} />
          <Fact label={t('profile.createdAt')} value={formatTimestamp(user.createdAt)} />
          <Fact label={t('profile.lastActivity')} value={formatTimestamp(user.lastActivity)} />
        </dl>
      </section>
      <section aria-labelledby="personal-details" className="rounded-xl border border-zinc-200 bg-white p-5 sm:p-6">
        <h2 id="personal-details" className="text-base font-bold text-zinc-900">
          {t('profile.personal')}
        </h2>
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          {formError && <FormAlert>{formError}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={form.control}
              name="firstName"
              label={t('signup.firstName')}
              autoComplete="given-name"
            />
            <FormTextField
              control={form.control}
              name="lastName"
              label={t('signup.lastName')}
              autoComplete="family-name"
            />
          </div>
          <FormTextField
            control={form.control}
            name="phone"
            label={t('profile.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <div>
            <Button type="submit" busy={saving} busyText={t('profile.saving')}>
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-zinc-900">{value}</dd>
    </div>
  );
}

function ProfileSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_2fr]" role="status" aria-label={t('profile.loading')}>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
