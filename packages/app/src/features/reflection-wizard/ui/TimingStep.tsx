import type { JournalTiming } from '@emotion-guru/platform-sdk';
import { RadioGroup } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../lib/draft.ts';
import { $draft, fieldChanged } from '../model/wizard.ts';

/** Step 2: before, during or after the event. */
export function TimingStep() {
  const { t } = useTranslation('reflection-wizard');
  const [draft, change] = useUnit([$draft, fieldChanged]);
  return (
    <RadioGroup
      label={t('timing.label')}
      value={draft.timing === null ? '' : String(draft.timing)}
      options={TIMINGS.map(([name, value]) => ({ value: String(value), label: t(`timing.${name}`) }))}
      onValueChange={(value) => change({ timing: Number(value) as JournalTiming })}
    />
  );
}
