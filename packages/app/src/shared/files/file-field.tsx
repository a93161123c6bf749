import { useId } from 'react';
import * as styles from './file-field.css.ts';

export interface FileFieldProps {
  label: string;
  /** What the input offers to choose (`.csv,text/csv`). */
  accept: string;
  disabled?: boolean;
  /** Why the file chosen last was refused; it describes the input and is announced. */
  problem?: string | null;
  onFile: (file: File) => void;
}

/**
 * One file chosen from the device: the browser's own file input (keyboard, screen readers and drag and drop
 * as the platform does them), labelled, with the problem of the last file under it. The input is cleared
 * after each choice, so that choosing the same file again, once fixed, reads it again.
 */
export function FileField({ label, accept, disabled = false, problem, onFile }: FileFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
