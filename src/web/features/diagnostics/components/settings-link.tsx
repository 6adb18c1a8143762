import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonClass } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { diagnosticsTexts as t } from '../texts';

/** Settings → Diagnóstico: where members find `/debug/db`. */
export function DiagnosticsSettingsLink() {
  return (
    <Panel id="diagnostics-section" title={t.settingsLinkTitle} caption={t.settingsLinkCaption}>
      <Link to={paths.debugDb} className={buttonClass('secondary')}>
        <Stethoscope className="size-4" aria-hidden />
        {t.settingsLink}
      </Link>
    </Panel>
  );
}
