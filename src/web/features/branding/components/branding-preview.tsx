import { inkOn, readableOn } from '../../../../shared/color';
import { brandingPageTexts as t } from '../texts';

/** A miniature microsite with the colours, logo and contact choice being edited. */
export function BrandingPreview(props: {
  primary: string;
  secondary: string;
  logoUrl: string | null;
  showLogo: boolean;
  showContact: boolean;
  agencyName: string;
  contact: string | null;
}) {
  return (
    <figure aria-labelledby="branding-preview-title" data-testid="branding-preview">
      <figcaption id="branding-preview-title" className="text-sm font-medium text-neutral-800">
        {t.preview}
      </figcaption>
      <p className="mb-2 text-sm text-neutral-600">{t.previewIntro}</p>
      <div className="overflow-hidden rounded-xl border border-neutral-200 shadow-sm">
        <div
          className="flex min-h-14 items-center px-4 py-2"
          style={{ backgroundColor: props.secondary, color: inkOn(props.secondary) }}
        >
          {props.showLogo && props.logoUrl ? (
            <img src={props.logoUrl} alt={t.logoAlt} className="h-10 w-auto max-w-40 object-contain" />
          ) : (
            <span className="truncate font-semibold">{props.agencyName}</span>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3 bg-white p-4">
          <div>
            <p className="font-semibold text-ink">{t.previewTitle}</p>
            <p className="text-sm text-neutral-600">{t.previewPlace}</p>
            <p className="mt-1 text-lg font-bold" style={{ color: readableOn(props.primary) }}>
              {t.previewPrice}
            </p>
            {props.showContact && (
              <p className="mt-1 text-sm text-neutral-700">
                {t.previewContact}: {props.agencyName}
                {props.contact ? ` · ${props.contact}` : ''}
              </p>
            )}
          </div>
          <span
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold"
            style={{ backgroundColor: readableOn(props.primary), color: inkOn(readableOn(props.primary)) }}
          >
            {t.previewCta}
          </span>
        </div>
      </div>
    </figure>
  );
}
