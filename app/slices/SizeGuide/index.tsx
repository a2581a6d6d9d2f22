import {RichText} from '~/components/content/RichText';
import {
  richText,
  ScrollTable,
  sliceClass,
  sliceDomId,
  SliceTitle,
  type SliceProps,
} from '~/components/content/slices';
import {text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

const MEASURES = [
  ['Bust', 'bust'],
  ['Waist', 'waist'],
  ['Hips', 'hips'],
] as const;

const UNIT = 'inline-flex min-h-11 items-center gap-[0.35rem]';
// Inches stay hidden until IN is checked; then centimetres hide.
const UNITS =
  '[&_.unit-in]:hidden [&:has(input[value=in]:checked)_.unit-cm]:hidden [&:has(input[value=in]:checked)_.unit-in]:inline';

/**
 * The size chart with a CM / IN switch (CM first). The switch is two radio buttons
 * and CSS, so it works before, and without, JavaScript.
 */
export default function SizeGuideSlice({
  slice,
}: SliceProps<PageSliceOf<'size_guide'>>) {
  const rows = slice.items.filter((item) => text(item.size));
  const titleId = sliceDomId(slice);
  const name = sliceDomId(slice, 'units');
  const title = text(slice.primary.title);
  return (
    <section
      className={sliceClass('slice-size-guide', {className: UNITS})}
      aria-labelledby={title ? titleId : undefined}
    >
      <SliceTitle id={titleId} title={title} />
      <RichText field={richText(slice.primary.description)} />
      <fieldset className="my-4 flex gap-4">
        <legend className="float-left mr-2 font-bold">Units</legend>
        <label className={UNIT}>
          <input
            type="radio"
            name={name}
            value="cm"
            defaultChecked
            className="size-guide__unit-cm"
          />{' '}
          CM
        </label>
        <label className={UNIT}>
          <input
            type="radio"
            name={name}
            value="in"
            className="size-guide__unit-in"
          />{' '}
          IN
        </label>
      </fieldset>
      <ScrollTable label={title ?? 'Size guide'}>
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
                  <span className="unit-cm">
                    {text(row[`${key}_cm`]) ?? '–'}
                  </span>
                  <span className="unit-in">
                    {text(row[`${key}_in`]) ?? '–'}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
