import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../model/import.ts';

/** What is wrong with a chosen file, in the user's language: with its line and column when it is one place. */
export function useProblemText(): (problem: ImportProblem) => string {
  const { t } = useTranslation('app_content');
  return (problem) => {
    switch (problem.kind) {
      case 'notCsv':
      case 'tooLarge':
      case 'unreadable':
      case 'empty':
        return t(`yourData.daylio.problems.${problem.kind}`);
      case 'missingColumn':
        return t('yourData.daylio.problems.missingColumn', { column: problem.column });
      case 'malformed':
        return t('yourData.daylio.problems.malformed', { line: problem.line });
      case 'missingMood':
        return t('yourData.daylio.problems.missingMood', { line: problem.line, column: problem.column });
      case 'badDate':
      case 'badTime':
        return t(`yourData.daylio.problems.${problem.kind}`, {
          line: problem.line,
          column: problem.column,
          value: problem.value,
        });
    }
  };
}
