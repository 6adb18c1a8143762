import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type WebhookEndpointInput, webhookEndpointSchema, webhookTexts } from '../../../../shared/webhooks';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { toastApiError } from '../../../lib/toast-api-error';
import { useAddWebhook } from '../api/use-webhooks';
import { webhookPageTexts as t } from '../texts';

/** The URL of a new endpoint; checked with the server's schema here, its address by the server. */
export function AddWebhookForm({ onAdded }: { onAdded: (endpointId: string, secret: string) => void }) {
  const add = useAddWebhook();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointSchema),
    defaultValues: { url: '' },
  });
  const onSubmit = handleSubmit(async ({ url }) => {
    try {
      const { endpoint, secret } = await add.mutateAsync(url);
      reset();
      onAdded(endpoint.id, secret);
    } catch (error) {
      // A refused address (not public, not https) is the field's own error.
      if (error instanceof ApiError && error.code === 'validation')
        setError('url', { message: error.fields?.url ?? error.message });
      else toastApiError(error, webhookTexts.saveError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField label={t.urlLabel} hint={t.urlHint} error={errors.url?.message}>
          <Input type="url" inputMode="url" placeholder={t.urlPlaceholder} {...register('url')} />
        </FormField>
      </div>
      <Button type="submit" className="sm:mt-7" loading={isSubmitting}>
        {isSubmitting ? t.adding : t.add}
      </Button>
    </form>
  );
}
