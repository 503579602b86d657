import {
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The height of a table row in pixels (Fluent's medium TableCell holds a 32 px button in its 44 px), which the
 * placeholder keeps per row while the first page loads.
 */
export const PLACEHOLDER_ROW_PX = 44;
const PLACEHOLDER_ROW_HEIGHT = `${PLACEHOLDER_ROW_PX}px`;

const useStyles = makeStyles({
  // A narrow screen scrolls the table inside its card, never the page.
  scroll: {
    maxWidth: '100%',
    overflowX: 'auto',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  // Below this the card scrolls the table sideways rather than crush its columns.
  table: { minWidth: '300px' },
  // The bar keeps its height when idle, so rows do not jump when a load starts.
  bar: { minHeight: '2px' },
  header: { fontWeight: tokens.fontWeightSemibold },
  cell: { overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', padding: tokens.spacingVerticalL },
  // The rows waiting for their data: one plain cell as tall as they will be, which draws a grey bar per row
  // (a 44 px tile repeated down it), so the rows that replace it move nothing below them. One element, not a
  // Fluent row and cell per row and column: the render that swaps it for the answer's rows stays short
  // (decisions 238, 241).
  placeholder: {
    padding: 0,
    backgroundImage: `linear-gradient(to bottom, transparent 16px, ${tokens.colorNeutralBackground3} 16px, ${tokens.colorNeutralBackground3} 28px, transparent 28px)`,
    backgroundSize: `70% ${PLACEHOLDER_ROW_HEIGHT}`,
    backgroundRepeat: 'repeat-y',
    backgroundPosition: `${tokens.spacingHorizontalM} 0`,
  },
});

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's width (the table lays columns out by its header): a share ('36%') or a size ('96px'). */
  width?: string;
}

interface DataTableProps<Row> {
  /** Names the table and its loading bar ('HR employees'). */
  label: string;
  columns: readonly Column<Row>[];
  /** The rows of the page on screen; none while loading or after a failed load. */
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  loading: boolean;
  /** The last load failed: no rows, and no "none found" line either. */
  failed?: boolean;
  /** The line shown when a loaded page has no rows. */
  emptyText: string;
  /** Below this width the card scrolls the table sideways (a table of many columns wants more than 300 px). */
  minWidth?: string;
  /**
   * Rows of a row's height shown while a page loads with none on screen (`pageTable` asks for a page's worth,
   * up to 10), so the rows that arrive take their place instead of pushing down what is under the table.
   */
  placeholderRows?: number;
}

/**
 * A back-office table: a loading bar above it while a page loads, the rows (placeholder rows of the same height
 * while a page loads with none on screen), and a line when there are none. A failed load leaves it empty with no
 * message (spec section 8); the search and paginator around it keep working.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  failed = false,
  emptyText,
  minWidth,
  placeholderRows = 0,
}: DataTableProps<Row>) {
  const styles = useStyles();
  const placeholders = loading && !failed && rows.length === 0 ? placeholderRows : 0;
  return (
    <>
      <div className={styles.bar}>
        {loading ? <ProgressBar aria-label={`Loading ${label}`} thickness="medium" /> : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className={styles.scroll} aria-label={`${label} table`} tabIndex={0}>
        <Table className={styles.table} style={minWidth ? { minWidth } : undefined} aria-label={label}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell
                  key={column.header}
                  className={styles.header}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey(row, index)}>
                {columns.map((column) => (
                  <TableCell key={column.header} className={styles.cell}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {/* Nothing to read: hidden from assistive technology, which hears the loading bar instead. */}
            {placeholders > 0 ? (
              <tr aria-hidden data-placeholder>
                <td
                  className={styles.placeholder}
                  colSpan={columns.length}
                  style={{ height: `${PLACEHOLDER_ROW_PX * placeholders}px` }}
                />
              </tr>
            ) : null}
            {!loading && !failed && rows.length === 0 ? (
              <TableRow>
                <TableCell className={styles.empty} colSpan={columns.length}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </section>
    </>
  );
}
