import { Download, FileUp, Rss } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type ImportPreview, importApi } from '../../../../shared/imports';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { importPageTexts as t } from '../texts';
import { FileForm } from './file-form';
import { UrlForm } from './url-form';

type Kind = 'url' | 'file';

function Choice({
  name,
  value,
  checked,
  onChange,
  icon,
  label,
  hint,
}: {
  name: string;
  value: Kind;
  checked: boolean;
  onChange: (value: Kind) => void;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200',
        checked ? 'border-brand-700 bg-brand-50' : 'border-neutral-200 bg-white hover:bg-neutral-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="flex items-center gap-1.5 font-semibold text-ink">
          {icon}
          {label}
        </span>
        <span className="mt-0.5 block text-neutral-600">{hint}</span>
      </span>
    </label>
  );
}

function TemplateLinks() {
  return (
    <div className="rounded-xl bg-neutral-50 px-4 py-3 text-sm text-neutral-700">
      <p className="font-semibold text-neutral-800">{t.templateTitle}</p>
      <p className="mt-1">{t.templateNeeds}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <a href={importApi.templateCsv} download className={buttonClass('secondary')}>
          <Download className="size-4" aria-hidden />
          {t.templateCsv}
        </a>
        <a href={importApi.templateXlsx} download className={buttonClass('secondary')}>
          <Download className="size-4" aria-hidden />
          {t.templateXlsx}
        </a>
      </div>
    </div>
  );
}

/** Where the listings come from: a feed's address or a file; each reads into a preview. */
export function SourceChoice({
  urlDefaults,
  hasSavedPassword,
  onPreview,
}: {
  urlDefaults: { url: string; username: string };
  hasSavedPassword: boolean;
  onPreview: (preview: ImportPreview, typed?: { url: string; username: string }) => void;
}) {
  const [kind, setKind] = useState<Kind>('url');
  const name = useId();
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-neutral-800">{t.sourceLegend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Choice
            name={name}
            value="url"
            checked={kind === 'url'}
            onChange={setKind}
            icon={<Rss className="size-4 text-brand-700" aria-hidden />}
            label={t.fromUrl}
            hint={t.fromUrlHint}
          />
          <Choice
            name={name}
            value="file"
            checked={kind === 'file'}
            onChange={setKind}
            icon={<FileUp className="size-4 text-brand-700" aria-hidden />}
            label={t.fromFile}
            hint={t.fromFileHint}
          />
        </div>
      </fieldset>
      {kind === 'url' ? (
        <UrlForm defaults={urlDefaults} hasSavedPassword={hasSavedPassword} onPreview={onPreview} />
      ) : (
        <>
          <FileForm onPreview={onPreview} />
          <TemplateLinks />
        </>
      )}
    </div>
  );
}
