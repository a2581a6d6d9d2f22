import {RichText} from '~/components/content/RichText';
import {richText, sliceDomId, type SliceProps} from '~/components/content/slices';
import {text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

const MEASURES = [
  ['Bust', 'bust'],
  ['Waist', 'waist'],
  ['Hips', 'hips'],
] as const;

/**
 * The size chart with a CM / IN switch (CM first). The switch is two radio buttons
 * and CSS, so it works before, and without, JavaScript.
 */
export default function SizeGuideSlice({slice}: SliceProps<PageSliceOf<'size_guide'>>) {
  const rows = slice.items.filter((item) => text(item.size));
  const titleId = sliceDomId(slice);
  const name = sliceDomId(slice, 'units');
  const title = text(slice.primary.title);
  return (
    <section className="slice slice-size-guide" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="slice__title">
          {title}
        </h2>
      ) : null}
      <RichText field={richText(slice.primary.description)} />
      <fieldset className="size-guide__units">
        <legend>Units</legend>
        <label>
          <input type="radio" name={name} value="cm" defaultChecked className="size-guide__unit-cm" /> CM
        </label>
        <label>
          <input type="radio" name={name} value="in" className="size-guide__unit-in" /> IN
        </label>
      </fieldset>
      <div className="slice-table__scroll" role="region" aria-label={`${title ?? 'Size guide'} (scrolls sideways)`} tabIndex={0}>
        <table className="slice-table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              {MEASURES.map(([label, key]) => (
                <th scope="col" key={key}>
                  {label} <span className="unit-cm">(cm)</span>
                  <span className="unit-in">(in)</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{text(row.size)}</th>
                {MEASURES.map(([, key]) => (
                  <td key={key}>
                    <span className="unit-cm">{text(row[`${key}_cm`]) ?? '–'}</span>
                    <span className="unit-in">{text(row[`${key}_in`]) ?? '–'}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
