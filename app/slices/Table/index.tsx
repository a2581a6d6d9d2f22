import {
  ScrollTable,
  sliceClass,
  sliceDomId,
  SliceTitle,
  type SliceProps,
} from '~/components/content/slices';
import {text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

const COLUMNS = [1, 2, 3, 4] as const;

/** A simple table: up to four columns, each shown when it has a header or any value. */
export default function TableSlice({slice}: SliceProps<PageSliceOf<'table'>>) {
  const {primary, items} = slice;
  const columns = COLUMNS.filter(
    (n) =>
      text(primary[`header_${n}`]) ||
      items.some((row) => text(row[`column_${n}`])),
  );
  const rows = items.filter((row) =>
    columns.some((n) => text(row[`column_${n}`])),
  );
  if (!columns.length || !rows.length) return null;
  const title = text(primary.title);
  const titleId = sliceDomId(slice);
  return (
    <section
      className={sliceClass('slice-table-section')}
      aria-labelledby={title ? titleId : undefined}
    >
      <SliceTitle id={titleId} title={title} />
      <ScrollTable label={title ?? 'Table'}>
        {columns.some((n) => text(primary[`header_${n}`])) ? (
          <thead>
            <tr>
              {columns.map((n) => (
                <th scope="col" key={n}>
                  {text(primary[`header_${n}`]) ?? ''}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((n) => (
                <td key={n}>{text(row[`column_${n}`]) ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
