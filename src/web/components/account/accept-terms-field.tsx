import type { UseFormRegisterReturn } from 'react-hook-form';
import { authTexts as t } from '../../../shared/auth-texts';
import { paths } from '../../../shared/paths';

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The box every new account ticks (never pre-ticked): the Terms and the Privacy policy open in a
 * new tab, so what was typed in the form stays; the Terms' age rule is stated beside it.
 */
export function AcceptTermsField({
  registration,
  invalid,
}: {
  registration: UseFormRegisterReturn<'acceptTerms'>;
  invalid?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <label className="flex items-start gap-3 text-sm text-neutral-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-invalid={invalid || undefined}
          aria-describedby="accept-terms-age"
          {...registration}
        />
        <span>
          {t.acceptTermsBefore}
          <a href={paths.terms} target="_blank" rel="noopener" className={link}>
            {t.acceptTermsTerms}
          </a>
          {t.acceptTermsBetween}
          <a href={paths.privacy} target="_blank" rel="noopener" className={link}>
            {t.acceptTermsPrivacy}
          </a>
        </span>
      </label>
      <p id="accept-terms-age" className="pl-8 text-sm text-neutral-600">
        {t.adultsOnly}
      </p>
    </div>
  );
}
