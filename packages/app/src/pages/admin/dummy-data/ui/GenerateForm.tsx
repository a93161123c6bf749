import { Button, Field, Input, RadioGroup, Select } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/shared/i18n';
import { MAX_DAYS } from '../lib/generate.ts';
import { GENERATED_LANGUAGES, isGeneratedLanguage } from '../lib/texts.ts';
import {
  $chosenClientId,
  $chosenLanguage,
  $daysText,
  $formErrors,
  $tenantClients,
  clientChosen,
  daysChanged,
  generateSubmitted,
  languageChosen,
} from '../model/form.ts';
import { $generating } from '../model/generate.ts';
import { $removing } from '../model/remove.ts';
import * as styles from './DummyDataPage.css.ts';

/** The client, the number of days ending today and the texts' language; Generate. */
export function GenerateForm() {
  const { t } = useTranslation('app_content');
  const [clients, clientId, daysText, language, errors, generating, removing] = useUnit([
    $tenantClients,
    $chosenClientId,
    $daysText,
    $chosenLanguage,
    $formErrors,
    $generating,
    $removing,
  ]);
  const [choose, typeDays, chooseLanguage, submit] = useUnit([
    clientChosen,
    daysChanged,
    languageChosen,
    generateSubmitted,
  ]);
  const options = clients.map((client) => ({
    value: client.id,
    label: client.email
      ? t('admin.dummyData.form.clientWithEmail', { name: client.name, email: client.email })
      : client.name,
  }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t('admin.dummyData.form.client')}
        required
        disabled={generating}
        error={errors.client ? t('admin.dummyData.form.clientMissing') : undefined}
      >
        <Select
          options={options}
          placeholder={t('admin.dummyData.form.clientPlaceholder')}
          value={clientId ?? ''}
          onChange={(event) => choose(event.target.value)}
        />
      </Field>
      <Field
        label={t('admin.dummyData.form.days')}
        required
        disabled={generating}
        hint={t('admin.dummyData.form.daysHint', { max: MAX_DAYS })}
        error={errors.days ? t('admin.dummyData.form.daysInvalid', { max: MAX_DAYS }) : undefined}
        className={styles.days}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={daysText}
          onChange={(event) => typeDays(event.target.value)}
        />
      </Field>
      <RadioGroup
        label={t('admin.dummyData.form.language')}
        orientation="horizontal"
        disabled={generating}
        value={language}
        onValueChange={(value) => {
          if (isGeneratedLanguage(value)) chooseLanguage(value);
        }}
        options={GENERATED_LANGUAGES.map((code) => ({
          value: code,
          label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
        }))}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={generating} disabled={removing}>
          {t('admin.dummyData.form.submit')}
        </Button>
      </div>
    </form>
  );
}
