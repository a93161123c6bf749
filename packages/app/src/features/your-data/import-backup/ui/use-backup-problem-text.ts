import { useTranslation } from 'react-i18next';
import type { BackupFileProblem } from '../model/import.ts';

/** What is wrong with a chosen file, in the user's language; where it breaks, when that is known. */
export function useBackupProblemText(): (problem: BackupFileProblem) => string {
  const { t } = useTranslation('app_content');
  return (problem) => {
    switch (problem.kind) {
      case 'notJsonFile':
      case 'tooLarge':
      case 'unreadable':
      case 'notExport':
        return t(`yourData.backup.problems.${problem.kind}`);
      case 'notJson':
        return problem.line === null
          ? t('yourData.backup.problems.notJsonSomewhere')
          : t('yourData.backup.problems.notJson', { line: problem.line, column: problem.column });
      case 'newerVersion':
        return t('yourData.backup.problems.newerVersion', { version: problem.version });
      case 'badRecord':
        return t('yourData.backup.problems.badRecord', {
          index: problem.index,
          collection: t(`yourData.backup.preview.${problem.collection}`),
          field: problem.field,
        });
    }
  };
}
