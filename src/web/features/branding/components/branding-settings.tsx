import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { MeResponse } from '../../../../shared/agency';
import {
  type BrandingInput,
  type BrandingView,
  brandingSchema,
  brandingTexts,
} from '../../../../shared/branding';
import { Button } from '../../../components/ui/button';
import { toastApiError } from '../../../lib/toast-api-error';
import { useMe } from '../../../lib/use-me';
import { useSaveBranding } from '../api/use-branding';
import { brandingPageTexts as t } from '../texts';
import { BrandingPreview } from './branding-preview';
import { ColorField, parsedColor } from './color-field';
import { LogoField } from './logo-field';
import { SwitchField } from './switch-field';

type Agency = MeResponse['agency'];

const toForm = (b: BrandingView): BrandingInput => ({
  primary_color: b.primary_color,
  secondary_color: b.secondary_color,
  show_logo: b.show_logo,
  show_contact: b.show_contact,
});

/** Settings → Personalización: logo, colours and what the microsites show, with a live preview. */
export function BrandingSettings({ agency }: { agency: Agency }) {
  const saved = agency.branding;
  const save = useSaveBranding();
  // Branding completo (Pro): the secondary colour; the server refuses a new one on other plans.
  const fullBranding = useMe().data?.plan?.limits.full_branding ?? false;
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<BrandingInput>({
    resolver: zodResolver(brandingSchema) as never,
    defaultValues: toForm(saved),
  });
  const values = useWatch({ control });
  const primary = parsedColor(values.primary_color) ?? saved.primary_color;
  const secondary = parsedColor(values.secondary_color) ?? saved.secondary_color;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { agency: updated } = await save.mutateAsync(input);
      reset(toForm(updated.branding));
      const photosChange =
        updated.branding.logo_url !== null && updated.branding.show_logo !== saved.show_logo;
      toast.success(brandingTexts.saved, photosChange ? { description: t.photosUpdating } : undefined);
    } catch (e) {
      toastApiError(e, brandingTexts.saveError, { title: t.errorTitle });
    }
  });

  return (
    <div className="space-y-6">
      <LogoField logoUrl={saved.logo_url} />
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            control={control}
            name="primary_color"
            label={t.primary}
            hint={t.primaryHint}
            fallback={saved.primary_color}
            asText
          />
          <ColorField
            control={control}
            name="secondary_color"
            label={t.secondary}
            hint={fullBranding ? t.secondaryHint : t.secondaryLocked}
            fallback={saved.secondary_color}
            disabled={!fullBranding}
          />
        </div>
        <div className="divide-y divide-neutral-200 border-y border-neutral-200">
          <SwitchField control={control} name="show_logo" label={t.showLogo} hint={t.showLogoHint} />
          <SwitchField control={control} name="show_contact" label={t.showContact} hint={t.showContactHint} />
        </div>
        <BrandingPreview
          primary={primary}
          secondary={secondary}
          logoUrl={saved.logo_url}
          showLogo={values.show_logo ?? saved.show_logo}
          showContact={values.show_contact ?? saved.show_contact}
          agencyName={agency.name}
          contact={agency.phone ?? agency.email}
        />
        <Button type="submit" loading={save.isPending} disabled={!isDirty}>
          {t.save}
        </Button>
      </form>
    </div>
  );
}
