import { useTranslation } from 'react-i18next';

import { Button, buttonClasses } from '@/components/ui/button';

import { csvText, downloadCsv, recordsCsv, type CsvLines } from './csv';

/** Where the file comes from. */
type CsvSource<Row> =
  /** The server's export in full: a plain link (the browser sends the staff cookie with it). */
  | { href: string }
  /** The rows the page shows, under a header of their wire field names, written here. */
  | { rows: readonly Row[]; columns: readonly (keyof Row & string)[] }
  /** Lines of the page's own making (the header first), written here; `disabled` while there are none. */
  | { lines: () => CsvLines; disabled: boolean };

/**
 * The back office's one "Download CSV" button. A file written here is UTF-8 with a byte-order
 * mark, its cells guarded against formulas (components/csv.ts), as the server's own.
 */
export function CsvButton<Row>({ filename, testId, ...source }: { filename: string; testId: string } & CsvSource<Row>) {
  const { t } = useTranslation('backoffice');
  if ('href' in source) {
    return (
      <a href={source.href} download={filename} className={buttonClasses('outline', 'sm')} data-testid={testId}>
        {t('app.csv')}
      </a>
    );
  }
  const [lines, disabled] = 'rows' in source ? [() => recordsCsv(source.rows, source.columns), source.rows.length === 0] : [source.lines, source.disabled];
  return (
    <Button variant="outline" size="sm" onClick={() => downloadCsv(filename, csvText(lines()))} disabled={disabled} data-testid={testId}>
      {t('app.csv')}
    </Button>
  );
}
