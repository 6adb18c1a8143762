import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ImportPreview, type ImportUrlInput, importUrlSchema } from '../../../../shared/imports';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { usePreviewUrl } from '../api/use-imports';
import { importPageTexts as t } from '../texts';

type UrlFields = z.input<typeof importUrlSchema>;
const FIELDS = ['url', 'username', 'password'] as const;

/** The feed's address (and its credentials): checked with the server's schema here, read by the server. */
export function UrlForm({
  defaults,
  hasSavedPassword,
  onPreview,
}: {
  defaults: { url: string; username: string };
  /** The saved feed has a password: an empty one here means "the saved one". */
  hasSavedPassword: boolean;
  onPreview: (preview: ImportPreview, typed: { url: string; username: string }) => void;
}) {
  const read = usePreviewUrl();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UrlFields, unknown, ImportUrlInput>({
    resolver: zodResolver(importUrlSchema),
    defaultValues: { url: defaults.url, username: defaults.username, password: '' },
  });
  const onSubmit = handleSubmit(async ({ url, username, password }) => {
    try {
      const preview = await read.mutateAsync({
        url,
        username: username || undefined,
        password: password || undefined,
      });
      onPreview(preview, { url, username: username ?? '' });
    } catch (error) {
      // The feed's own problem (unreachable, not XML, a login page…) is said next to its address.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = FIELDS.filter((f) => fields?.[f]);
      if (named.length) for (const f of named) setError(f, { message: fields![f] });
      else setError('url', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t.urlLabel} error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t.urlPlaceholder}
          {...register('url')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.usernameLabel} error={errors.username?.message}>
          <Input autoComplete="off" {...register('username')} />
        </FormField>
        <FormField
          label={t.passwordLabel}
          hint={hasSavedPassword ? t.savedPasswordHint : undefined}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
      </div>
      <p className="text-sm text-neutral-600">{t.credentialsHint}</p>
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t.readingFeed : t.readFeed}
      </Button>
    </form>
  );
}
