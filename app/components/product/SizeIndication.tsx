import type {SizeIndication as Indication} from '~/lib/product';

/**
 * The model's measurements in centimetres or inches (centimetres first). The switch
 * is two radio buttons styled in CSS, so it needs no JavaScript at all.
 */
/** The radio itself is unseen; its label is the box a shopper taps. */
const UNIT = 'absolute size-px opacity-0';
const UNIT_LABEL =
  'inline-flex min-h-9 min-w-11 cursor-pointer items-center justify-center border border-line';

export function SizeIndication({indication}: {indication: Indication | null}) {
  if (!indication) return null;
  return (
    <fieldset className="size-indication my-4 border border-line px-4 py-3">
      <legend className="px-1 font-bold">Size indication</legend>
      <input
        type="radio"
        name="size-indication-units"
        id="size-indication-cm"
        value="CM"
        defaultChecked
        className={`peer/cm ${UNIT}`}
      />
      <label
        htmlFor="size-indication-cm"
        className={`${UNIT_LABEL} peer-checked/cm:border-ink peer-checked/cm:font-bold peer-focus-visible/cm:outline-2 peer-focus-visible/cm:outline-accent`}
      >
        CM
      </label>
      <input
        type="radio"
        name="size-indication-units"
        id="size-indication-in"
        value="IN"
        className={`peer/in ${UNIT}`}
      />
      <label
        htmlFor="size-indication-in"
        className={`${UNIT_LABEL} peer-checked/in:border-ink peer-checked/in:font-bold peer-focus-visible/in:outline-2 peer-focus-visible/in:outline-accent`}
      >
        IN
      </label>
      {indication.model ? (
        <p className="size-indication__model">{indication.model}</p>
      ) : null}
      <p className="size-indication__value--cm peer-checked/in:hidden">
        {indication.cm}
      </p>
      <p className="size-indication__value--in hidden peer-checked/in:block">
        {indication.in}
      </p>
    </fieldset>
  );
}
