import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { importPagePath, importTexts } from '../../../../shared/imports';
import { buttonClass } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { importPageTexts as t } from '../texts';

/** Configuración → Importar inmuebles: where the owner finds the import page. */
export function ImportSettingsLink() {
  return (
    <Panel id="import-link-section" title={importTexts.title}>
      <p className="text-sm text-neutral-700">{t.settingsCaption}</p>
      <Link to={importPagePath} className={buttonClass('secondary', 'mt-4')}>
        <Upload className="size-4" aria-hidden />
        {t.settingsLink}
      </Link>
    </Panel>
  );
}
