/** One parsed CSV row with the physical line (1-based) it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** Where and why a CSV file could not be read. */
export interface CsvSyntaxError {
  kind: 'unclosed-quote' | 'text-after-quote';
  line: number;
  column: number;
}

export type CsvParseResult = { ok: true; rows: CsvRow[] } | { ok: false; error: CsvSyntaxError };

/**
 * RFC 4180 CSV (comma, double quotes, "" inside quotes, CRLF or LF, newlines inside quoted cells) that
 * remembers the line each record starts on, so errors can name the line a person sees in an editor.
 * Columns in errors are 1-based cell positions. A leading byte-order mark is dropped; blank lines are skipped.
 */
export function parseCsv(text: string): CsvParseResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    atCellStart = true;
  };
  while (i < source.length) {
    const char = source.charAt(i);
    if (atCellStart && char === '"') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        if (i >= source.length) {
          return { ok: false, error: { kind: 'unclosed-quote', line: quoteLine, column: cells.length + 1 } };
        }
        const inner = source.charAt(i);
        if (inner === '"') {
          if (source.charAt(i + 1) === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n') line += 1;
        cell += inner;
        i += 1;
      }
      const next = source.charAt(i);
      if (i < source.length && next !== ',' && next !== '\n' && next !== '\r') {
        return { ok: false, error: { kind: 'text-after-quote', line, column: cells.length + 1 } };
      }
      atCellStart = false;
      continue;
    }
    atCellStart = false;
    if (char === ',') {
      cells.push(cell);
      cell = '';
      atCellStart = true;
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      i += char === '\r' && source.charAt(i + 1) === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
    } else {
      cell += char;
      i += 1;
    }
  }
  if (!atCellStart || cell !== '' || cells.length > 0) endRow();
  return { ok: true, rows };
}
