import type { UseFormRegisterReturn } from 'react-hook-form';
import { agencyPageUrl, suggestAgencySlug } from '../../../../shared/agency';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { agencyFormTexts as t } from '../texts';

/**
 * The agency's public address `{PUBLIC_URL}/agency/{slug}`: the field, the URL it makes as the
 * user types, and the address suggested from the agency's name when it differs.
 */
export function AgencyAddressField({
  field,
  slug,
  name,
  publicUrl,
  error,
  onUseSuggestion,
}: {
  field: UseFormRegisterReturn<'slug'>;
  slug: string;
  name: string;
  publicUrl: string;
  error?: string;
  onUseSuggestion: (slug: string) => void;
}) {
  const typed = slug.trim().toLowerCase();
  const suggestion = suggestAgencySlug(name);
  return (
    <div className="space-y-2">
      <FormField label={t.slug} error={error} hint={t.slugHint}>
        <Input autoCapitalize="none" autoCorrect="off" spellCheck={false} {...field} />
      </FormField>
      <p className="text-sm text-neutral-700" aria-live="polite" data-testid="agency-url-preview">
        {t.slugPreview}{' '}
        <span className="font-medium break-all text-neutral-900">{agencyPageUrl(publicUrl, typed)}</span>
      </p>
      {suggestion && suggestion !== typed && (
        <Button variant="secondary" className="max-w-full" onClick={() => onUseSuggestion(suggestion)}>
          <span className="truncate">{t.suggestion(suggestion)}</span>
        </Button>
      )}
    </div>
  );
}
